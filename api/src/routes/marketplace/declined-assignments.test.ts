import { taskSchema, type Role } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { Escalation, EscalationStep } from '../../models/escalation';
import { Notification, NotificationRecipient } from '../../models/notification';
import { Task } from '../../models/task';
import { scheduleEscalations } from '../../services/escalations/history';
import { withTestApi } from '../../../test/harness';
import {
  marketAgent,
  marketCustomer,
  offeredTask,
  pendingBid,
  type MarketCustomer,
} from './test-fixtures';

let seaside: MarketCustomer;
let mountain: MarketCustomer;
const api = withTestApi(async () => {
  seaside = await marketCustomer('Seaside');
  mountain = await marketCustomer('Mountain');
});

const as = (customer: MarketCustomer, role: Role) => marketAgent(api.server, customer.email(role));

const declinedNotices = async (taskId: Types.ObjectId) =>
  Notification.find({
    type: 'assignment_declined',
    'sourceReference.taskId': taskId.toString(),
  }).lean();

const recipientsOf = async (taskId: Types.ObjectId) => {
  const notices = await declinedNotices(taskId);
  const rows = await NotificationRecipient.find({
    notificationId: { $in: notices.map((notice) => notice._id) },
  }).lean();
  return rows.map((row) => row.userId.toString()).sort();
};

/**
 * An offered task created by the inspector (who may not accept bids), with the cleaner's bid
 * accepted by the team lead and the partner's declined with it: the cleaner's assignment waits
 * for confirmation.
 */
async function acceptedBidTask(offer: Record<string, unknown> = {}) {
  const winner = pendingBid(seaside.user('cleaner'), 100);
  const loser = pendingBid(seaside.user('partner'), 90);
  const task = await offeredTask(seaside, offer, {
    bids: [winner, loser],
    createdBy: seaside.user('inspector'),
  });
  const lead = await as(seaside, 'team_lead');
  const accepted = await lead
    .patch('/api/tasks/marketplace/bids', {
      action: 'accept_bid',
      taskId: task._id.toString(),
      bidId: winner._id.toString(),
    })
    .expect(200);
  const assignmentId = taskSchema.parse(accepted.body.task).assignments[0]!.id;
  return { task, assignmentId, respond: `/api/tasks/assignments/${assignmentId}/respond` };
}

describe('declining an assignment won on the marketplace', () => {
  it('puts the task back on the marketplace as it was offered, and another provider wins it', async () => {
    const { task, respond } = await acceptedBidTask();
    const before = (await Task.findById(task._id).lean())!;
    const cleaner = await as(seaside, 'cleaner');
    const declined = await cleaner
      .post(respond, { accept: false, notes: 'My van broke down' })
      .expect(200);
    const read = taskSchema.parse(declined.body.task);
    expect(read.assignments[0]).toMatchObject({
      status: 'declined',
      acceptance_status: 'declined',
    });
    // The winner's bid is withdrawn; the bid declined by the acceptance stays declined.
    expect(read.bids.map((bid) => [bid.provider_id, bid.status])).toEqual([
      [seaside.user('cleaner').toString(), 'withdrawn'],
      [seaside.user('partner').toString(), 'declined'],
    ]);
    expect(read.marketplace_timeline.at(-1)?.description).toBe(
      'Seaside cleaner declined the assignment. The task is back on the marketplace.',
    );
    const after = (await Task.findById(task._id).lean())!;
    expect(after.marketplaceEligible).toBe(true);
    expect(after.marketplaceOffer).toEqual({ ...before.marketplaceOffer, takenBy: null });

    const mine = await cleaner.get('/api/tasks/marketplace/bids/mine').expect(200);
    expect(mine.body.bids).toContainEqual(
      expect.objectContaining({
        status: 'withdrawn',
        task: expect.objectContaining({ id: task._id.toString() }),
      }),
    );

    // The provider whose bid lost to the declined one may bid again, and win.
    const partner = await as(seaside, 'partner');
    const again = await partner
      .post('/api/tasks/marketplace/bids', { taskId: task._id.toString(), bidAmount: 95 })
      .expect(201);
    const lead = await as(seaside, 'team_lead');
    const won = await lead
      .patch('/api/tasks/marketplace/bids', {
        action: 'accept_bid',
        taskId: task._id.toString(),
        bidId: again.body.bid.id,
      })
      .expect(200);
    const final = taskSchema.parse(won.body.task);
    expect(final.assignments.map((a) => [a.user_id, a.status])).toEqual([
      [seaside.user('cleaner').toString(), 'declined'],
      [seaside.user('partner').toString(), 'pending'],
    ]);
  });

  it("tells the task's creator and those who may accept bids, with the provider's name and notes", async () => {
    const { task, respond } = await acceptedBidTask();
    await (
      await as(seaside, 'cleaner')
    )
      .post(respond, { accept: false, notes: 'My van broke down' })
      .expect(200);
    const [notice, ...more] = await declinedNotices(task._id);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      title: 'Assignment declined',
      description:
        'Seaside cleaner declined Turnover clean: My van broke down. The task is back on the marketplace.',
    });
    const managers = (['admin', 'owner', 'user', 'team_lead', 'concierge'] as const).map((role) =>
      seaside.user(role).toString(),
    );
    expect(await recipientsOf(task._id)).toEqual(
      [...managers, seaside.user('inspector').toString()].sort(),
    );
  });

  it('lets a new provider claim an instant-claim offer whose accepted bid was declined', async () => {
    const { task, respond } = await acceptedBidTask({ instantClaim: true, maxBidPrice: 120 });
    await (await as(seaside, 'cleaner')).post(respond, { accept: false }).expect(200);
    const claimed = await (
      await as(seaside, 'maintenance')
    )
      .post('/api/tasks/marketplace/claim', { taskId: task._id.toString() })
      .expect(200);
    const stored = (await Task.findById(task._id).lean())!;
    expect(stored.marketplaceOffer?.takenBy?.toString()).toBe(
      seaside.user('maintenance').toString(),
    );
    expect(stored.bids.map((bid) => [bid.status, bid.amount])).toEqual([
      ['withdrawn', 100],
      ['declined', 90],
      ['accepted', 120],
    ]);
    expect(stored.assignments.at(-1)?._id.toString()).toBe(claimed.body.assignmentId);
  });

  it('keeps an offer whose deadline passed closed, and says so', async () => {
    const { task, respond } = await acceptedBidTask();
    await Task.updateOne(
      { _id: task._id },
      { $set: { 'marketplaceOffer.expiresAt': new Date(Date.now() - 1000) } },
    );
    await (await as(seaside, 'cleaner')).post(respond, { accept: false }).expect(200);
    const [notice] = await declinedNotices(task._id);
    expect(notice?.description).toBe(
      'Seaside cleaner declined Turnover clean. Its marketplace offer has expired, so it is not offered again.',
    );
    const bid = await (
      await as(seaside, 'maintenance')
    ).post('/api/tasks/marketplace/bids', {
      taskId: task._id.toString(),
      bidAmount: 50,
    });
    expect(bid.status).toBe(409);
    expect(bid.body.error.message).toBe('This offer has expired');
  });

  it('refuses to decline a claim, which is accepted already, and changes nothing', async () => {
    const task = await offeredTask(seaside, { instantClaim: true });
    const cleaner = await as(seaside, 'cleaner');
    const { body } = await cleaner
      .post('/api/tasks/marketplace/claim', { taskId: task._id.toString() })
      .expect(200);
    const before = await Task.findById(task._id).lean();
    const refused = await cleaner.post(`/api/tasks/assignments/${body.assignmentId}/respond`, {
      accept: false,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'conflict', message: 'This assignment was already accepted' },
    });
    expect(await Task.findById(task._id).lean()).toEqual(before);
    expect(await declinedNotices(task._id)).toHaveLength(0);
  });

  it('gives the task back once when the same decline is sent five times at once', async () => {
    const { task, respond } = await acceptedBidTask();
    const cleaner = await as(seaside, 'cleaner');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cleaner.post(respond, { accept: false })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        error: { code: 'conflict', message: expect.stringMatching(/^This assignment was already/) },
      });
    }
    const stored = (await Task.findById(task._id).lean())!;
    const declines = stored.marketplaceTimeline.filter((entry) =>
      entry.description.includes('declined the assignment'),
    );
    expect(declines).toHaveLength(1);
    expect(await declinedNotices(task._id)).toHaveLength(1);
  });

  it('refuses those the route refuses, and changes nothing', async () => {
    const { task, respond } = await acceptedBidTask();
    const before = await Task.findById(task._id).lean();
    const cases: Array<[MarketCustomer, Role, number]> = [
      [seaside, 'admin', 403],
      [seaside, 'accountant', 403],
      [seaside, 'maintenance', 404],
      [mountain, 'cleaner', 404],
      [mountain, 'admin', 403],
    ];
    for (const [customer, role, status] of cases) {
      const answer = await (await as(customer, role)).post(respond, { accept: false });
      expect([role, answer.status]).toEqual([role, status]);
      expect(answer.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const invalid = await (await as(seaside, 'cleaner')).post(respond, { accept: 'no' });
    expect(invalid.status).toBe(400);
    expect(await Task.findById(task._id).lean()).toEqual(before);
  });

  it('has the escalation engine treat the task as unassigned on the marketplace again', async () => {
    const { task, respond } = await acceptedBidTask();
    const offeredByEngine = await Escalation.create({
      customerId: seaside.customerId,
      taskId: task._id,
      reason: 'escalated_to_marketplace',
      level: 'marketplace',
      resolvesOn: 'acceptance',
      stepKey: `primary_timeout:${task._id.toString()}`,
      createdAt: new Date(),
    });
    const timeoutKey = `marketplace_timeout:${offeredByEngine._id.toString()}`;
    const stepsOf = async (step: string) =>
      (await EscalationStep.find({ taskId: task._id, step }).lean()).map((one) => [
        one.key,
        one.state,
      ]);
    // Assigned: the engine waits for the cleaner's confirmation, not for a provider to take it.
    await scheduleEscalations(task._id);
    expect(await stepsOf('marketplace_timeout')).toEqual([]);
    expect((await stepsOf('confirmation_deadline')).map(([, state]) => state)).toEqual(['pending']);

    await (await as(seaside, 'cleaner')).post(respond, { accept: false }).expect(200);
    expect(await stepsOf('marketplace_timeout')).toEqual([[timeoutKey, 'pending']]);
    expect((await stepsOf('confirmation_deadline')).map(([, state]) => state)).toEqual([
      'cancelled',
    ]);
  });
});
