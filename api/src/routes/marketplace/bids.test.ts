import { taskSchema, type Role } from '@staydesk/contracts';
import { Notification, NotificationRecipient } from '../../models/notification';
import { Task } from '../../models/task';
import { withTestApi } from '../../../test/harness';
import {
  marketAgent,
  marketCustomer,
  offeredTask,
  openTask,
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

const received = async (userId: unknown, type: string) => {
  const rows = await NotificationRecipient.find({ userId, type }).lean();
  return Notification.find({ _id: { $in: rows.map((row) => row.notificationId) } }).lean();
};

describe('offering a task', () => {
  it('makes a task eligible with the defaults: 2 days, 500, its category, the listing currency', async () => {
    const task = await openTask(seaside);
    const admin = await as(seaside, 'admin');
    const before = Date.now();
    const response = await admin
      .post(`/api/tasks/marketplace?taskId=${task._id.toString()}`, { action: 'make_eligible' })
      .expect(200);
    const read = taskSchema.parse(response.body.task);
    expect(read.marketplace_eligible).toBe(true);
    expect(read.marketplace_offer).toMatchObject({
      max_bid_price: 500,
      required_skills: ['cleaning'],
    });
    expect(read.currency).toBe('EUR');
    const expires = Date.parse(read.marketplace_offer!.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(2 * 86_400_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(2 * 86_400_000 + 5_000);
    expect(read.marketplace_timeline).toHaveLength(1);
  });

  it('lets only structure editors offer, and answers 404 for another customer', async () => {
    const task = await openTask(seaside);
    const url = `/api/tasks/marketplace?taskId=${task._id.toString()}`;
    const cleaner = await as(seaside, 'cleaner');
    expect((await cleaner.post(url, { action: 'make_eligible' })).status).toBe(403);
    const concierge = await as(seaside, 'concierge');
    await concierge.post(url, { action: 'make_eligible', maxBidPrice: 120 }).expect(200);
    const foreign = await as(mountain, 'admin');
    const answer = await foreign.post(url, { action: 'make_eligible' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Task not found' } });
  });

  it('withdraws the offer while no bid is accepted, and refuses once one is', async () => {
    const bidder = seaside.user('cleaner');
    const open = await offeredTask(seaside, {}, { bids: [pendingBid(bidder, 90)] });
    const admin = await as(seaside, 'admin');
    const withdrawn = await admin
      .post(`/api/tasks/marketplace?taskId=${open._id.toString()}`, { action: 'withdraw' })
      .expect(200);
    expect(withdrawn.body.task).toMatchObject({
      marketplace_eligible: false,
      marketplace_offer: null,
    });
    expect(withdrawn.body.task.bids[0].status).toBe('declined');

    const taken = await offeredTask(
      seaside,
      {},
      { bids: [{ ...pendingBid(bidder, 90), status: 'accepted' }] },
    );
    const refused = await admin.post(`/api/tasks/marketplace?taskId=${taken._id.toString()}`, {
      action: 'withdraw',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/accepted/);
    expect((await Task.findById(taken._id).lean())?.marketplaceEligible).toBe(true);
  });
});

describe('bidding', () => {
  it('takes a bid within the offer, tells the editors, and lists it as mine', async () => {
    const task = await offeredTask(seaside);
    const cleaner = await as(seaside, 'cleaner');
    const response = await cleaner
      .post('/api/tasks/marketplace/bids', {
        taskId: task._id.toString(),
        bidAmount: 120.5,
        currency: 'EUR',
        estimatedDuration: 90,
        notes: 'Can start at 11',
      })
      .expect(201);
    expect(response.body.bid).toMatchObject({ status: 'pending', amount: 120.5, currency: 'EUR' });
    const notices = await received(seaside.user('admin'), 'timeline_update');
    expect(notices.map((n) => n.title)).toContain('New bid received');
    const mine = await cleaner.get('/api/tasks/marketplace/bids/mine').expect(200);
    expect(mine.body.bids[0]).toMatchObject({ amount: 120.5, task: { id: task._id.toString() } });
    const admin = await as(seaside, 'admin');
    const read = await admin.get(`/api/tasks?taskId=${task._id.toString()}`).expect(200);
    expect(taskSchema.parse(read.body.task).bids[0]).toMatchObject({
      amount: 120.5,
      provider: { name: 'Seaside cleaner', type: 'individual', rating: 4.8 },
    });
  });

  it.each([
    ['an amount of 0', { bidAmount: 0 }, 400],
    ['a negative amount', { bidAmount: -3 }, 400],
    ['an amount above the maximum', { bidAmount: 500.01 }, 400],
    ['another currency', { bidAmount: 50, currency: 'USD' }, 400],
  ])('refuses %s and changes nothing', async (_name, body, status) => {
    const task = await offeredTask(seaside);
    const cleaner = await as(seaside, 'cleaner');
    const answer = await cleaner.post('/api/tasks/marketplace/bids', {
      taskId: task._id.toString(),
      ...body,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toEqual(expect.any(String));
    expect((await Task.findById(task._id).lean())?.bids).toHaveLength(0);
  });

  it.each([
    ['not on the marketplace', () => openTask(seaside), 'not on the marketplace'],
    ['expired', () => offeredTask(seaside, { expiresAt: new Date(Date.now() - 1000) }), 'expired'],
    [
      'assigned',
      () => offeredTask(seaside, {}, { assignments: [{ userId: seaside.user('maintenance') }] }),
      'already assigned',
    ],
  ])('refuses a bid on a task %s with 409', async (_name, make, message) => {
    const task = await make();
    const cleaner = await as(seaside, 'cleaner');
    const answer = await cleaner.post('/api/tasks/marketplace/bids', {
      taskId: task._id.toString(),
      bidAmount: 50,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(message);
    expect((await Task.findById(task._id).lean())?.bids).toHaveLength(0);
  });

  it('refuses a second pending bid, and takes a new one once the first is withdrawn', async () => {
    const task = await offeredTask(seaside);
    const cleaner = await as(seaside, 'cleaner');
    const body = { taskId: task._id.toString(), bidAmount: 80 };
    const first = await cleaner.post('/api/tasks/marketplace/bids', body).expect(201);
    const second = await cleaner.post('/api/tasks/marketplace/bids', body);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('You already have a pending bid on this task');
    await cleaner
      .del(`/api/tasks/marketplace/bids?taskId=${task._id.toString()}&bidId=${first.body.bid.id}`)
      .expect(200);
    await cleaner.post('/api/tasks/marketplace/bids', { ...body, bidAmount: 75 }).expect(201);
    const stored = await Task.findById(task._id).lean();
    expect(stored?.bids.map((bid) => bid.status)).toEqual(['withdrawn', 'pending']);
  });

  it("answers 404 for another customer's offer that is not public, and 403 to a non-provider", async () => {
    const task = await offeredTask(seaside);
    const foreign = await as(mountain, 'cleaner');
    const answer = await foreign.post('/api/tasks/marketplace/bids', {
      taskId: task._id.toString(),
      bidAmount: 50,
    });
    expect(answer.status).toBe(404);
    const admin = await as(seaside, 'admin');
    expect(
      (
        await admin.post('/api/tasks/marketplace/bids', {
          taskId: task._id.toString(),
          bidAmount: 5,
        })
      ).status,
    ).toBe(403);
  });

  it('offers up to 3 previous bids of distinct amounts', async () => {
    const cleaner = await as(seaside, 'maintenance');
    for (const amount of [40, 40, 55, 60, 70]) {
      const task = await offeredTask(
        seaside,
        { requiredSkills: ['maintenance'] },
        { category: 'maintenance' },
      );
      await cleaner
        .post('/api/tasks/marketplace/bids', { taskId: task._id.toString(), bidAmount: amount })
        .expect(201);
    }
    const previous = await cleaner
      .get('/api/tasks/marketplace/bids/previous?category=maintenance')
      .expect(200);
    expect(previous.body.bids.map((bid: { amount: number }) => bid.amount)).toEqual([70, 60, 55]);
  });
});

describe('deciding on bids', () => {
  it('accepts a bid: a pending assignment for its provider, the others declined and told', async () => {
    const winner = pendingBid(seaside.user('cleaner'), 100);
    const loser = pendingBid(seaside.user('partner'), 90);
    const task = await offeredTask(seaside, {}, { bids: [winner, loser] });
    const lead = await as(seaside, 'team_lead');
    const response = await lead
      .patch('/api/tasks/marketplace/bids', {
        action: 'accept_bid',
        taskId: task._id.toString(),
        bidId: winner._id.toString(),
      })
      .expect(200);
    const read = taskSchema.parse(response.body.task);
    expect(read.bids.map((bid) => bid.status)).toEqual(['accepted', 'declined']);
    expect(read.assignments).toEqual([
      expect.objectContaining({
        user_id: seaside.user('cleaner').toString(),
        status: 'pending',
        acceptance_status: 'pending',
      }),
    ]);
    expect((await received(seaside.user('cleaner'), 'bid_accepted')).length).toBe(1);
    expect((await received(seaside.user('partner'), 'bid_declined')).length).toBe(1);

    const again = await lead.patch('/api/tasks/marketplace/bids', {
      action: 'accept_bid',
      taskId: task._id.toString(),
      bidId: winner._id.toString(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This bid was already accepted');

    // The provider confirms through its assignment.
    const cleaner = await as(seaside, 'cleaner');
    const confirmed = await cleaner
      .post(`/api/tasks/assignments/${read.assignments[0]!.id}/respond`, { accept: true })
      .expect(200);
    expect(confirmed.body.task.assignments[0]).toMatchObject({ status: 'accepted' });
  });

  it('refuses accepting on a completed task, by a provider, or on another customer', async () => {
    const bid = pendingBid(seaside.user('cleaner'), 100);
    const task = await offeredTask(seaside, {}, { bids: [bid], status: 'completed' });
    const body = { action: 'accept_bid', taskId: task._id.toString(), bidId: bid._id.toString() };
    const admin = await as(seaside, 'admin');
    const closed = await admin.patch('/api/tasks/marketplace/bids', body);
    expect(closed.status).toBe(409);
    expect(
      (await as(seaside, 'cleaner').then((c) => c.patch('/api/tasks/marketplace/bids', body)))
        .status,
    ).toBe(403);
    expect(
      (await as(mountain, 'admin').then((c) => c.patch('/api/tasks/marketplace/bids', body)))
        .status,
    ).toBe(404);
    expect((await Task.findById(task._id).lean())?.bids[0]?.status).toBe('pending');
  });

  it('rejects a bid and tells its provider', async () => {
    const bid = pendingBid(seaside.user('partner'), 70);
    const task = await offeredTask(seaside, {}, { bids: [bid] });
    const admin = await as(seaside, 'owner');
    const response = await admin
      .patch('/api/tasks/marketplace/bids', {
        action: 'reject_bid',
        taskId: task._id.toString(),
        bidId: bid._id.toString(),
      })
      .expect(200);
    expect(response.body.task.bids[0].status).toBe('declined');
  });
});
