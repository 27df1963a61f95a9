import type { Types } from 'mongoose';
import {
  DEFAULT_ESCALATION_RULES,
  escalationRuleMs,
  type EscalationRuleName,
  type EscalationRules,
  type EscalationStep,
} from '@staydesk/contracts';
import type { TaskDoc } from '../../models/task';

/** One step the engine should run for a task, at its time, under its key. */
export interface PlannedStep {
  step: EscalationStep;
  /** The step and what it is about (an assignment, a start, a due date): unique per task. */
  key: string;
  dueAt: Date;
  assignmentId: Types.ObjectId | null;
}

/** What the plan reads besides the task: from the task's escalation history. */
export interface PlanHistory {
  /** Assignments the engine gave a backup provider: their window is backupVisibilityTime. */
  backupAssignmentIds: ReadonlySet<string>;
  /** The engine's last offer of the task on the marketplace, if any. */
  lastMarketplaceOffer: { id: string; at: Date } | null;
}

export type PlannedTask = Pick<
  TaskDoc,
  | 'status'
  | 'assignments'
  | 'startedAt'
  | 'dueDate'
  | 'checklist'
  | 'marketplaceEligible'
  | 'requiresAcceptance'
  | 'escalationRules'
>;

export const rulesOf = (task: Pick<TaskDoc, 'escalationRules'>): EscalationRules =>
  task.escalationRules ?? DEFAULT_ESCALATION_RULES;

/**
 * The engine watches tasks a provider must accept: those that ask for acceptance, those on the
 * marketplace (an accepted bid waits for the provider's confirmation) and those whose rules
 * someone set. A task assigned on the dashboard without any of these is left alone.
 */
export const isWatched = (task: PlannedTask): boolean =>
  task.requiresAcceptance === true ||
  task.marketplaceEligible === true ||
  Boolean(task.escalationRules);

const isLive = (assignment: PlannedTask['assignments'][number]) =>
  assignment.status === 'pending' || assignment.status === 'accepted';

/**
 * The steps due for a task as it is now. Scheduling writes these; a step about to run is run
 * only if the plan of the task as it is then still holds its key, so a step that no longer
 * applies (the provider accepted, the task was completed) does nothing.
 */
export function planSteps(task: PlannedTask, history: PlanHistory): PlannedStep[] {
  if (!isWatched(task) || task.status === 'completed') return [];
  const rules = rulesOf(task);
  const after = (from: Date, rule: EscalationRuleName) =>
    new Date(from.getTime() + escalationRuleMs(rules, rule));
  const steps: PlannedStep[] = [];
  const live = task.assignments.filter(isLive);
  for (const assignment of live) {
    if (assignment.acceptanceStatus !== 'pending') continue;
    const id = assignment._id.toString();
    const backup = history.backupAssignmentIds.has(id);
    const visibility = backup ? 'backup_timeout' : 'primary_timeout';
    const window = backup ? 'backupVisibilityTime' : 'primaryVisibilityTime';
    const at = (step: EscalationStep, rule: EscalationRuleName) => ({
      step,
      key: `${step}:${id}`,
      dueAt: after(assignment.createdAt, rule),
      assignmentId: assignment._id,
    });
    steps.push(
      at(visibility, window),
      at('confirmation_reminder', 'confirmationReminderTime'),
      at('confirmation_deadline', 'confirmationDeadlineTime'),
    );
  }
  const offer = history.lastMarketplaceOffer;
  if (offer && task.marketplaceEligible && live.length === 0) {
    steps.push({
      step: 'marketplace_timeout',
      key: `marketplace_timeout:${offer.id}`,
      dueAt: after(offer.at, 'marketplaceVisibilityTime'),
      assignmentId: null,
    });
  }
  const started = task.startedAt;
  const progressed = (since: Date) =>
    task.checklist.some((item) => item.completedAt && item.completedAt >= since);
  if (task.status === 'in_progress' && started && !progressed(started)) {
    steps.push({
      step: 'progress_update',
      key: `progress_update:${started.getTime()}`,
      dueAt: after(started, 'progressUpdateTime'),
      assignmentId: null,
    });
  }
  if (task.dueDate && live.length > 0) {
    // The reminder is for a task left undone past its due time, not before it.
    steps.push({
      step: 'completion_reminder',
      key: `completion_reminder:${task.dueDate.getTime()}`,
      dueAt: after(task.dueDate, 'completionReminderTime'),
      assignmentId: null,
    });
  }
  return steps;
}
