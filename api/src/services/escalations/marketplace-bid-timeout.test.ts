import { Types } from 'mongoose';
import pino from 'pino';
import { DEFAULT_ESCALATION_RULES, taskSchema, type Role } from '@staydesk/contracts';
import { Escalation } from '../../models/escalation';
import { Notification } from '../../models/notification';
import { Task, type TaskDoc } from '../../models/task';
import { withTestApi } from '../../../test/harness';
import {
  marketAgent,
  marketCustomer,
  offeredTask,
  type MarketCustomer,
} from '../../routes/marketplace/test-fixtures';
import { escalationClock } from './clock';
import { EscalationEngine } from './engine';
import { scheduleEscalations } from './history';

const HOUR = 3_600_000;

let seaside: MarketCustomer;
const api = withTestApi(async () => {
  seaside = await marketCustomer('Seaside');
});

// The bid was accepted three hours ago, so the engine's clock, two hours on, is still behind
// the wall clock the marketplace routes read when another provider bids.
let start: Date;
let now: Date;
beforeEach(() => {
  start = new Date(Date.now() - 3 * HOUR);
  now = start;
  escalationClock.use(() => now);
});
afterEach(() => escalationClock.use());

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const engine = () =>
  new EscalationEngine({
    logger: pino({ level: 'silent' }),
    pollMs: 60_000,
    leaseMs: 60_000,
    retryDelayMs: 10 * 60_000,
    maxAttempts: 3,
  });

const as = (role: Role) => marketAgent(api.server, seaside.email(role));

/**
 * An offered task whose cleaner's bid was accepted at the start: the cleaner's assignment waits
 * for confirmation, as accepting the bid left it. `earlier` are assignments the task had before.
 */
async function acceptedBidTask(earlier: Record<string, unknown>[] = []) {
  const cleaner = seaside.user('cleaner');
  const task = await offeredTask(
    seaside,
    {
      visibleFrom: new Date(start.getTime() - HOUR),
      expiresAt: new Date(start.getTime() + 48 * HOUR),
      maxBidPrice: 120,
      takenBy: cleaner,
    },
    {
      bids: [
        {
          _id: new Types.ObjectId(),
          providerId: cleaner,
          status: 'accepted',
          amount: 100,
          currency: 'EUR',
          createdAt: new Date(start.getTime() - HOUR),
          decidedAt: start,
        },
      ],
      assignments: [
        ...earlier,
        {
          userId: cleaner,
          status: 'pending',
          acceptanceStatus: 'pending',
          roleType: 'cleaner',
          createdAt: start,
        },
      ],
    },
  );
  await scheduleEscalations(task._id);
  return task._id;
}

const taskOf = async (taskId: Types.ObjectId) => (await Task.findById(taskId).lean<TaskDoc>())!;
const reasonsOf = async (taskId: Types.ObjectId) =>
  (await Escalation.find({ taskId }).sort({ createdAt: 1 }).lean()).map((e) => e.reason);
/** What the escalation notices about the task said, each told once or to several. */
const escalationNotices = async (taskId: Types.ObjectId) => {
  const notices = await Notification.find({
    type: 'task_escalation',
    'sourceReference.taskId': taskId.toString(),
  }).lean();
  return [...new Set(notices.map((notice) => notice.description))];
};
const statusesOf = (task: TaskDoc) => ({
  assignments: task.assignments.map((a) => [a.userId.toString(), a.status]),
  bids: task.bids.map((bid) => [bid.providerId.toString(), bid.status]),
});

describe('an assignment won on the marketplace and not accepted in time', () => {
  it('withdraws the bid and frees the offer as the backup provider is asked', async () => {
    const taskId = await acceptedBidTask();
    const runner = engine();
    advance(DEFAULT_ESCALATION_RULES.primaryVisibilityTime * HOUR);
    expect(await runner.runDue()).toBe(1);

    const task = await taskOf(taskId);
    const [cleaner, partner] = [seaside.user('cleaner'), seaside.user('partner')].map(String);
    expect(statusesOf(task)).toEqual({
      assignments: [
        [cleaner, 'declined'],
        [partner, 'pending'],
      ],
      bids: [[cleaner, 'withdrawn']],
    });
    expect(task.bids[0]?.decidedAt).toEqual(now);
    expect(task.marketplaceOffer).toMatchObject({ takenBy: null, maxBidPrice: 120 });
    expect(task.marketplaceTimeline.at(-1)?.description).toBe(
      'Seaside cleaner did not accept the assignment in time, so their bid is withdrawn. Seaside partner is asked as the backup provider.',
    );
    expect(await reasonsOf(taskId)).toEqual(['reassigned_to_backup']);
    expect(await escalationNotices(taskId)).toEqual([
      'Turnover clean: Seaside cleaner did not accept in time and their bid is withdrawn, Seaside partner is asked now',
    ]);

    // The backup does not accept in time either: the task goes to the marketplace once.
    advance(DEFAULT_ESCALATION_RULES.backupVisibilityTime * HOUR);
    expect(await runner.runDue()).toBe(1);
    expect(await reasonsOf(taskId)).toEqual(['reassigned_to_backup', 'escalated_to_marketplace']);
    const offered = await taskOf(taskId);
    expect(offered.marketplaceEligible).toBe(true);
    expect(offered.assignments.every((a) => a.status === 'declined')).toBe(true);
  });

  it('puts the task on offer again without a backup, and another provider wins it', async () => {
    // The partner, the only other cleaning provider, declined the task before it was offered.
    const partner = seaside.user('partner');
    const taskId = await acceptedBidTask([
      {
        userId: partner,
        status: 'declined',
        acceptanceStatus: 'declined',
        roleType: 'partner',
        createdAt: new Date(start.getTime() - 24 * HOUR),
      },
    ]);
    const runner = engine();
    advance(DEFAULT_ESCALATION_RULES.primaryVisibilityTime * HOUR);
    expect(await runner.runDue()).toBe(1);

    const task = await taskOf(taskId);
    const cleaner = seaside.user('cleaner').toString();
    expect(statusesOf(task)).toEqual({
      assignments: [
        [partner.toString(), 'declined'],
        [cleaner, 'declined'],
      ],
      bids: [[cleaner, 'withdrawn']],
    });
    expect(task.marketplaceEligible).toBe(true);
    expect(task.marketplaceOffer).toMatchObject({
      takenBy: null,
      expiresAt: new Date(
        now.getTime() + DEFAULT_ESCALATION_RULES.marketplaceVisibilityTime * HOUR,
      ),
    });
    expect(task.marketplaceTimeline.slice(-2).map((entry) => entry.description)).toEqual([
      'Seaside cleaner did not accept the assignment in time, so their bid is withdrawn.',
      `The escalation rules offered the task on the marketplace until ${task.marketplaceOffer!.expiresAt.toISOString()}`,
    ]);
    expect(await reasonsOf(taskId)).toEqual(['escalated_to_marketplace']);
    expect(await escalationNotices(taskId)).toEqual([
      'Turnover clean: Seaside cleaner did not accept in time and their bid is withdrawn, it is offered on the marketplace',
    ]);

    const bid = await (
      await as('partner')
    )
      .post('/api/tasks/marketplace/bids', { taskId: taskId.toString(), bidAmount: 95 })
      .expect(201);
    const won = await (
      await as('team_lead')
    )
      .patch('/api/tasks/marketplace/bids', {
        action: 'accept_bid',
        taskId: taskId.toString(),
        bidId: bid.body.bid.id,
      })
      .expect(200);
    const final = taskSchema.parse(won.body.task);
    expect(final.bids.map((one) => [one.provider_id, one.status])).toEqual([
      [cleaner, 'withdrawn'],
      [partner.toString(), 'accepted'],
    ]);
    expect(final.assignments.map((a) => [a.user_id, a.status])).toEqual([
      [partner.toString(), 'declined'],
      [cleaner, 'declined'],
      [partner.toString(), 'pending'],
    ]);
  });
});
