import type { Types } from 'mongoose';
import {
  escalationRuleMs,
  type EscalationLevel,
  type EscalationReason,
  type EscalationStep,
} from '@staydesk/contracts';
import { Escalation, type EscalationDoc } from '../../models/escalation';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { backupProviderOf } from './backup';
import { isDuplicateKey, planHistoryOf, scheduleEscalations } from './history';
import { bidGivenBack } from '../marketplace/declined-assignment';
import { timelineEntry } from '../marketplace/common';
import {
  backupAssignment,
  offerOnMarketplace,
  rewriteTask,
  withDeclined,
  type AssignmentWrite,
} from './offer';
import { planSteps, rulesOf, type PlannedStep } from './plan';
import { tellEscalation, type EscalationNotice } from './tell';

export type StepOutcome = 'done' | 'cancelled' | { later: Date };

interface RecordInput {
  reason: EscalationReason;
  level: EscalationLevel;
  details: string;
  resolvesOn: 'acceptance' | 'completion';
  fromProviderId?: Types.ObjectId | null;
  toProviderId?: Types.ObjectId | null;
  backupAssignmentId?: Types.ObjectId | null;
}

/**
 * Writes the step's escalation once: the unique (task, step key) index refuses a second one,
 * and the one already written (by another instance, or by this step's failed try) is answered.
 */
async function recordOnce(
  task: TaskDoc,
  stepKey: string,
  input: RecordInput & { notice: EscalationNotice },
  at: Date,
): Promise<{ record: EscalationDoc; created: boolean }> {
  try {
    const created = await Escalation.create({
      customerId: task.customerId,
      taskId: task._id,
      stepKey,
      createdAt: at,
      ...input,
    });
    return { record: created.toObject() as EscalationDoc, created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await Escalation.findOne({ taskId: task._id, stepKey }).lean<EscalationDoc>();
    if (!existing) throw error;
    return { record: existing, created: false };
  }
}

const nameOf = async (id: Types.ObjectId) =>
  (await User.findById(id, { name: 1 }).lean())?.name ?? 'The provider';

const liveProviderIds = (task: TaskDoc) =>
  task.assignments
    .filter((assignment) => assignment.status === 'pending' || assignment.status === 'accepted')
    .map((assignment) => assignment.userId);

interface StepContext {
  task: TaskDoc;
  planned: PlannedStep;
  now: Date;
}

/** Tells the people a step's escalation concerns, unless another try or instance already did. */
async function tellOnce(task: TaskDoc, record: EscalationDoc, now: Date): Promise<void> {
  if (!record.notice) return;
  const claimed = await Escalation.updateOne(
    { _id: record._id, toldAt: null },
    { $set: { toldAt: now } },
  );
  if (claimed.modifiedCount !== 1) return;
  await tellEscalation(task, record, record.notice).catch(async (error: unknown) => {
    await Escalation.updateOne({ _id: record._id }, { $set: { toldAt: null } });
    throw error;
  });
}

/**
 * Records the escalation with what to tell, then makes its change to the task (a change that
 * lost to another writer takes the record back and fails, for the step to be tried again on the
 * task as it is), then tells the people concerned.
 */
async function escalate(
  { task, planned, now }: StepContext,
  input: RecordInput,
  change: (() => Promise<unknown>) | null,
  notice: EscalationNotice,
): Promise<StepOutcome> {
  const { record, created } = await recordOnce(task, planned.key, { ...input, notice }, now);
  if (created && change) {
    try {
      await change();
    } catch (error) {
      await Escalation.deleteOne({ _id: record._id });
      throw error;
    }
  }
  await tellOnce(task, record, now);
  await scheduleEscalations(task._id);
  return 'done';
}

/**
 * The provider did not accept in time: the backup provider is asked, else the marketplace. An
 * assignment won on the marketplace gives its bid back in the write that declines it, as the
 * provider's own decline would, so no accepted bid holds the task any longer.
 */
async function visibilityTimeout(context: StepContext): Promise<StepOutcome> {
  const { task, planned, now } = context;
  const current = task.assignments.find((a) => planned.assignmentId?.equals(a._id));
  if (!current) return 'cancelled';
  const name = await nameOf(current.userId);
  const givenBack = bidGivenBack(task, current, now);
  const late = `${name} did not accept in time${givenBack ? ' and their bid is withdrawn' : ''}`;
  const declineLate = (added: AssignmentWrite[], next = '') =>
    rewriteTask(
      task,
      [...withDeclined(task, current._id), ...added],
      givenBack
        ? {
            condition: givenBack.condition,
            set: givenBack.set,
            push: timelineEntry(
              `${name} did not accept the assignment in time, so their bid is withdrawn.${next}`,
              now,
            ),
          }
        : {},
    );
  const backup = planned.step === 'primary_timeout' ? await backupProviderOf(task) : null;
  if (backup) {
    const assignment = backupAssignment(backup._id, current.roleType, now);
    return escalate(
      context,
      {
        reason: 'reassigned_to_backup',
        level: 'provider_change',
        details: `${late}; ${backup.name} was asked as the backup provider`,
        resolvesOn: 'acceptance',
        fromProviderId: current.userId,
        toProviderId: backup._id,
        backupAssignmentId: assignment._id,
      },
      () => declineLate([assignment], ` ${backup.name} is asked as the backup provider.`),
      {
        title: 'Task reassigned to a backup provider',
        description: `${task.title}: ${late}, ${backup.name} is asked now`,
        providerIds: [backup._id],
        managers: true,
      },
    );
  }
  return escalate(
    context,
    {
      reason: 'escalated_to_marketplace',
      level: 'marketplace',
      details: `${late}; the task is offered on the marketplace`,
      resolvesOn: 'acceptance',
      fromProviderId: current.userId,
    },
    async () =>
      offerOnMarketplace(
        givenBack ? await declineLate([]) : task,
        now,
        new Date(now.getTime() + escalationRuleMs(rulesOf(task), 'marketplaceVisibilityTime')),
      ),
    {
      title: 'Task escalated to the marketplace',
      description: `${task.title}: ${late}, it is offered on the marketplace`,
      providerIds: [],
      managers: true,
    },
  );
}

const STEPS: Record<EscalationStep, (context: StepContext) => Promise<StepOutcome>> = {
  primary_timeout: visibilityTimeout,
  backup_timeout: visibilityTimeout,
  async marketplace_timeout(context) {
    return escalate(
      context,
      {
        reason: 'non_responsive',
        level: 'warning',
        details: 'No provider took the task on the marketplace in time',
        resolvesOn: 'acceptance',
      },
      null,
      {
        title: 'No provider took the task',
        description: `${context.task.title} is still unassigned on the marketplace`,
        providerIds: [],
        managers: true,
      },
    );
  },
  async confirmation_reminder(context) {
    const providerId = context.planned.assignmentId
      ? context.task.assignments.find((a) => a._id.equals(context.planned.assignmentId!))?.userId
      : undefined;
    return escalate(
      context,
      {
        reason: 'non_responsive',
        level: 'warning',
        details: 'The provider was reminded to confirm the assignment',
        resolvesOn: 'acceptance',
        toProviderId: providerId ?? null,
      },
      null,
      {
        title: 'Please confirm your assignment',
        description: `${context.task.title} is waiting for your confirmation`,
        providerIds: providerId ? [providerId] : [],
        managers: false,
      },
    );
  },
  async confirmation_deadline(context) {
    const providerId = context.task.assignments.find((a) =>
      a._id.equals(context.planned.assignmentId!),
    )?.userId;
    const name = providerId ? await nameOf(providerId) : 'The provider';
    return escalate(
      context,
      {
        reason: 'deadline_missed',
        level: 'warning',
        details: `${name} did not confirm the assignment by its deadline`,
        resolvesOn: 'acceptance',
        fromProviderId: providerId ?? null,
      },
      null,
      {
        title: 'Assignment not confirmed',
        description: `${context.task.title}: ${name} did not confirm by the deadline`,
        providerIds: providerId ? [providerId] : [],
        managers: true,
      },
    );
  },
  async progress_update(context) {
    return escalate(
      context,
      {
        reason: 'no_progress',
        level: 'warning',
        details: 'No progress was recorded since the task started',
        resolvesOn: 'completion',
      },
      null,
      {
        title: 'Progress update needed',
        description: `${context.task.title} has had no progress since it started`,
        providerIds: liveProviderIds(context.task),
        managers: true,
      },
    );
  },
  async completion_reminder(context) {
    return escalate(
      context,
      {
        reason: 'deadline_missed',
        level: 'warning',
        details: 'The task is still not completed after its due time',
        resolvesOn: 'completion',
      },
      null,
      {
        title: 'Task overdue',
        description: `${context.task.title} is past its due time and not completed`,
        providerIds: liveProviderIds(context.task),
        managers: true,
      },
    );
  },
};

/**
 * Runs one due step on the task as it is now: a step already recorded only tells what is left
 * to tell, a step the task's plan no longer holds does nothing, and one whose time moved (the rules changed) waits for its new time.
 */
export async function fireStep(
  step: { taskId: Types.ObjectId; key: string },
  now: Date,
): Promise<StepOutcome> {
  const task = await TaskModel.findById(step.taskId).lean<TaskDoc>();
  if (!task) return 'cancelled';
  // A try that recorded the escalation and failed after: only the telling may be left to do.
  const recorded = await Escalation.findOne({
    taskId: step.taskId,
    stepKey: step.key,
  }).lean<EscalationDoc>();
  if (recorded) {
    await tellOnce(task, recorded, now);
    return 'done';
  }
  const planned = planSteps(task, await planHistoryOf(task)).find((p) => p.key === step.key);
  if (!planned) return 'cancelled';
  if (planned.dueAt > now) return { later: planned.dueAt };
  return STEPS[planned.step]({ task, planned, now });
}
