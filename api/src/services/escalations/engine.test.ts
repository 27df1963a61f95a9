import type { Types } from 'mongoose';
import pino from 'pino';
import { DEFAULT_ESCALATION_RULES } from '@staydesk/contracts';
import { Escalation, EscalationStep } from '../../models/escalation';
import { Notification, NotificationRecipient } from '../../models/notification';
import { Task, type TaskDoc } from '../../models/task';
import { customerWithBackupCleaner } from '../../../test/escalation-people';
import { withTestApi } from '../../../test/harness';
import { escalationClock } from './clock';
import { EscalationEngine } from './engine';
import { scheduleEscalations } from './history';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-12-01T08:00:00Z');

let customerId: Types.ObjectId;
let primaryId: Types.ObjectId;
let backupId: Types.ObjectId;
let now = START;

withTestApi(async () => {
  ({ customerId, primaryId, backupId } = await customerWithBackupCleaner());
});

const engine = () =>
  new EscalationEngine({
    logger: pino({ level: 'silent' }),
    pollMs: 60_000,
    leaseMs: 60_000,
    retryDelayMs: 10 * 60_000,
    maxAttempts: 3,
  });

beforeEach(() => {
  now = START;
  escalationClock.use(() => now);
});
afterEach(() => {
  escalationClock.use();
  jest.restoreAllMocks();
});

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function assignedTask(extra: Partial<Record<string, unknown>> = {}) {
  const task = await Task.create({
    customerId,
    title: 'Beach house turnover',
    category: 'cleaning',
    priority: 'medium',
    requiresAcceptance: true,
    assignments: [{ userId: primaryId, createdAt: START }],
    ...extra,
  });
  await scheduleEscalations(task._id);
  return task._id;
}

const reasonsOf = async (taskId: Types.ObjectId) =>
  (await Escalation.find({ taskId }).sort({ createdAt: 1 }).lean()).map((e) => e.reason);
const taskOf = async (taskId: Types.ObjectId) => (await Task.findById(taskId).lean<TaskDoc>())!;
/** How many notifications about these tasks reached the user. */
async function toldTimes(userId: Types.ObjectId, taskIds: Types.ObjectId[]) {
  const about = await Notification.find(
    { 'sourceReference.taskId': { $in: taskIds.map(String) } },
    { _id: 1 },
  ).lean();
  return NotificationRecipient.countDocuments({
    userId,
    notificationId: { $in: about.map((n) => n._id) },
  });
}

describe('the escalation engine, on a driven clock', () => {
  it('hands an unaccepted task to the backup provider, then to the marketplace, then warns', async () => {
    const taskId = await assignedTask();
    const runner = engine();
    advance(2 * HOUR - 1);
    expect(await runner.runDue()).toBe(0);
    expect(await reasonsOf(taskId)).toEqual([]);

    advance(1);
    await runner.runDue();
    let task = await taskOf(taskId);
    expect(task.assignments.map((a) => [a.userId.toString(), a.status])).toEqual([
      [primaryId.toString(), 'declined'],
      [backupId.toString(), 'pending'],
    ]);
    const [reassigned] = await Escalation.find({ taskId }).lean();
    expect(reassigned).toMatchObject({ reason: 'reassigned_to_backup', level: 'provider_change' });
    expect(reassigned!.fromProviderId?.toString()).toBe(primaryId.toString());
    expect(reassigned!.toProviderId?.toString()).toBe(backupId.toString());
    expect(await toldTimes(backupId, [taskId])).toBe(1);

    advance(DEFAULT_ESCALATION_RULES.backupVisibilityTime * HOUR);
    await runner.runDue();
    task = await taskOf(taskId);
    expect(task.marketplaceEligible).toBe(true);
    // Offered for the marketplace's visibility time of the rules.
    expect(task.marketplaceOffer?.expiresAt).toEqual(
      new Date(now.getTime() + DEFAULT_ESCALATION_RULES.marketplaceVisibilityTime * HOUR),
    );
    expect(task.assignments.every((a) => a.status === 'declined')).toBe(true);

    advance(DEFAULT_ESCALATION_RULES.marketplaceVisibilityTime * HOUR);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual([
      'reassigned_to_backup',
      'escalated_to_marketplace',
      'non_responsive',
    ]);
    // Nothing else is due for it: the primary's reminders went with its assignment.
    advance(30 * DAY);
    expect(await runner.runDue()).toBe(0);
  });

  it('reminds the provider to confirm, marks the missed deadline, and resolves both on acceptance', async () => {
    const rules = {
      ...DEFAULT_ESCALATION_RULES,
      primaryVisibilityTime: 168,
      confirmationReminderTime: 1,
      confirmationDeadlineTime: 2,
    };
    const taskId = await assignedTask({ escalationRules: rules });
    const runner = engine();
    advance(DAY);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual(['non_responsive']);
    expect(await toldTimes(primaryId, [taskId])).toBe(1);
    advance(DAY);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual(['non_responsive', 'deadline_missed']);

    await Task.updateOne(
      { _id: taskId },
      {
        $set: { 'assignments.0.status': 'accepted', 'assignments.0.acceptanceStatus': 'accepted' },
      },
    );
    await scheduleEscalations(taskId);
    const escalations = await Escalation.find({ taskId }).lean();
    expect(escalations.map((e) => e.resolvedAt)).toEqual([now, now]);
    expect(await EscalationStep.countDocuments({ taskId, state: 'pending' })).toBe(0);
  });

  it('does nothing for a step that no longer applies when it comes due', async () => {
    const taskId = await assignedTask();
    // Accepted without the step being cancelled: the step looks at the task when it runs.
    await Task.updateOne(
      { _id: taskId },
      {
        $set: { 'assignments.0.status': 'accepted', 'assignments.0.acceptanceStatus': 'accepted' },
      },
    );
    advance(2 * HOUR);
    await engine().runDue();
    expect(await reasonsOf(taskId)).toEqual([]);
    expect((await taskOf(taskId)).assignments).toHaveLength(1);
    const step = await EscalationStep.findOne({ taskId, step: 'primary_timeout' }).lean();
    expect(step?.state).toBe('cancelled');
  });

  it('asks for progress after the start, and flags the task still undone after its due time', async () => {
    const taskId = await assignedTask({
      status: 'in_progress',
      startedAt: START,
      dueDate: new Date(START.getTime() + 4 * HOUR),
      escalationRules: {
        ...DEFAULT_ESCALATION_RULES,
        progressUpdateTime: 2,
        completionReminderTime: 1,
      },
      assignments: [
        { userId: primaryId, status: 'accepted', acceptanceStatus: 'accepted', createdAt: START },
      ],
    });
    const runner = engine();
    advance(2 * HOUR);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual(['no_progress']);
    advance(3 * HOUR);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual(['no_progress', 'deadline_missed']);
    await Task.updateOne({ _id: taskId }, { $set: { status: 'completed', completedAt: now } });
    await scheduleEscalations(taskId);
    expect(await Escalation.countDocuments({ taskId, resolvedAt: null })).toBe(0);
  });

  it('brings back a step cancelled while the task was unassigned once it is assigned again', async () => {
    const due = new Date(START.getTime() + 4 * HOUR);
    const taskId = await assignedTask({
      dueDate: due,
      assignments: [
        { userId: primaryId, status: 'accepted', acceptanceStatus: 'accepted', createdAt: START },
      ],
    });
    await Task.updateOne({ _id: taskId }, { $set: { 'assignments.0.status': 'declined' } });
    await scheduleEscalations(taskId);
    const key = `completion_reminder:${due.getTime()}`;
    expect((await EscalationStep.findOne({ taskId, key }).lean())?.state).toBe('cancelled');
    await Task.updateOne({ _id: taskId }, { $set: { 'assignments.0.status': 'accepted' } });
    await scheduleEscalations(taskId);
    advance(4 * HOUR + DEFAULT_ESCALATION_RULES.completionReminderTime * HOUR);
    await engine().runDue();
    expect(await reasonsOf(taskId)).toEqual(['deadline_missed']);
  });

  it('moves a step to the rules’ new time when they change before it is due', async () => {
    const taskId = await assignedTask();
    await Task.updateOne(
      { _id: taskId },
      { $set: { escalationRules: { ...DEFAULT_ESCALATION_RULES, primaryVisibilityTime: 5 } } },
    );
    await scheduleEscalations(taskId);
    advance(2 * HOUR);
    await engine().runDue();
    expect(await reasonsOf(taskId)).toEqual([]);
    advance(3 * HOUR);
    await engine().runDue();
    expect(await reasonsOf(taskId)).toEqual(['reassigned_to_backup']);
  });

  it('tries a failed step again after its backoff, and tells the people once', async () => {
    const taskId = await assignedTask();
    jest.spyOn(Notification, 'create').mockRejectedValueOnce(new Error('database busy'));
    const runner = engine();
    advance(2 * HOUR);
    await runner.runDue();
    const step = await EscalationStep.findOne({ taskId, step: 'primary_timeout' }).lean();
    expect(step).toMatchObject({ state: 'pending', attempts: 1, lastError: 'database busy' });
    advance(10 * 60_000 - 1);
    expect(await runner.runDue()).toBe(0);
    advance(1);
    await runner.runDue();
    expect(await reasonsOf(taskId)).toEqual(['reassigned_to_backup']);
    expect(await toldTimes(backupId, [taskId])).toBe(1);
    expect((await taskOf(taskId)).assignments).toHaveLength(2);
  });

  it('fires a due step once when two API instances race for it', async () => {
    const taskIds = await Promise.all([1, 2, 3, 4, 5].map(() => assignedTask()));
    const [first, second] = [engine(), engine()];
    advance(2 * HOUR);
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(5);
    for (const taskId of taskIds) {
      expect(await reasonsOf(taskId)).toEqual(['reassigned_to_backup']);
      expect((await taskOf(taskId)).assignments).toHaveLength(2);
    }
    // One notification per task for the backup provider, none twice.
    expect(await toldTimes(backupId, taskIds)).toBe(5);
  });
});
