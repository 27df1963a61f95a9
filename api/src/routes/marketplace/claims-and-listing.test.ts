import { marketplaceListResponseSchema, providerMatchResponseSchema } from '@staydesk/contracts';
import { Types } from 'mongoose';
import { Customer } from '../../models/customer';
import { NotificationRecipient } from '../../models/notification';
import { ProviderProfile } from '../../models/provider-profile';
import { Task } from '../../models/task';
import { User } from '../../models/user';
import { hashPassword } from '../../services/passwords';
import { PASSWORD, withTestApi } from '../../../test/harness';
import { marketAgent, marketCustomer, offeredTask, type MarketCustomer } from './test-fixtures';

let seaside: MarketCustomer;
let mountain: MarketCustomer;
const api = withTestApi(async () => {
  seaside = await marketCustomer('Seaside');
  mountain = await marketCustomer('Mountain');
});

const as = (email: string) => marketAgent(api.server, email);

/** Providers of Seaside who each may claim: cleaners in Lisbon. */
async function moreCleaners(count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `racer${index}-${new Types.ObjectId().toString()}@seaside.test`;
    const user = await User.create({
      email,
      name: `Racer ${index}`,
      passwordHash,
      memberships: [{ customerId: seaside.customerId, roles: ['cleaner'], active: true }],
    });
    await ProviderProfile.create({
      userId: user._id,
      type: 'individual',
      skills: ['cleaning'],
      serviceAreas: ['Lisbon'],
      rating: 4,
    });
    emails.push(email);
  }
  return emails;
}

describe('claiming', () => {
  it('gives the task to exactly one of 20 providers claiming at once; the others get 409', async () => {
    const task = await offeredTask(seaside, { instantClaim: true, maxBidPrice: 80 });
    const racers = await Promise.all((await moreCleaners(20)).map((email) => as(email)));
    const answers = await Promise.all(
      racers.map((racer) =>
        racer.post('/api/tasks/marketplace/claim', { taskId: task._id.toString(), notes: 'mine' }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      expect(answer.body.error).toMatchObject({
        code: 'conflict',
        message: expect.stringMatching(/^Failed to claim task: /),
      });
    }
    const stored = await Task.findById(task._id).lean();
    expect(stored?.assignments).toHaveLength(1);
    expect(stored?.assignments[0]?._id.toString()).toBe(won[0]!.body.assignmentId);
    expect(stored?.bids.filter((bid) => bid.status === 'accepted')).toHaveLength(1);
    expect(stored?.marketplaceOffer?.takenBy?.toString()).toBe(
      stored?.assignments[0]?.userId.toString(),
    );
  });

  it('refuses a claim on an offer that takes bids only, and changes nothing', async () => {
    const task = await offeredTask(seaside);
    const cleaner = await as(seaside.email('cleaner'));
    const answer = await cleaner.post('/api/tasks/marketplace/claim', {
      taskId: task._id.toString(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/^Failed to claim task/);
    expect((await Task.findById(task._id).lean())?.assignments).toHaveLength(0);
  });
  it('lets a partner claim for a user of its own company, and no one else', async () => {
    await User.updateMany(
      { _id: { $in: [seaside.user('partner'), seaside.user('cleaner')] } },
      { $set: { companyId: 'shine-co' } },
    );
    const partner = await as(seaside.email('partner'));
    const other = await offeredTask(seaside, { instantClaim: true });
    const refused = await partner.post('/api/tasks/marketplace/claim', {
      taskId: other._id.toString(),
      assigneeId: seaside.user('maintenance').toString(),
    });
    expect(refused.status).toBe(403);
    expect((await Task.findById(other._id).lean())?.assignments).toHaveLength(0);
    const task = await offeredTask(seaside, { instantClaim: true });
    await partner
      .post('/api/tasks/marketplace/claim', {
        taskId: task._id.toString(),
        assigneeId: seaside.user('cleaner').toString(),
      })
      .expect(200);
    const stored = await Task.findById(task._id).lean();
    expect(stored?.assignments[0]?.userId.toString()).toBe(seaside.user('cleaner').toString());
  });
});

describe('the providers listing', () => {
  it('lists what the provider may take: its skills, its area, eligible now, not taken, and public offers of others', async () => {
    const fresh = await marketCustomer('Lakeside');
    const mine = await offeredTask(fresh, {}, { title: 'Mine to take' });
    await offeredTask(
      fresh,
      { requiredSkills: ['maintenance'] },
      { title: 'Other skill', category: 'maintenance' },
    );
    await offeredTask(fresh, { city: 'Porto' }, { title: 'Other city' });
    await offeredTask(
      fresh,
      { visibleFrom: new Date(Date.now() + 86_400_000) },
      { title: 'Not yet' },
    );
    await offeredTask(fresh, { expiresAt: new Date(Date.now() - 1) }, { title: 'Expired' });
    await offeredTask(fresh, { takenBy: fresh.user('partner') }, { title: 'Taken' });
    const foreignPublic = await offeredTask(
      mountain,
      { public: true },
      { title: 'Public elsewhere' },
    );
    await offeredTask(mountain, {}, { title: 'Private elsewhere' });
    await Customer.updateOne({ _id: mountain.customerId }, { $set: { marketplacePublic: true } });

    const cleaner = await as(fresh.email('cleaner'));
    const page = marketplaceListResponseSchema.parse(
      (await cleaner.get('/api/tasks/marketplace').expect(200)).body,
    );
    const titles = page.tasks.map((task) => task.title);
    expect(titles).toContain('Mine to take');
    expect(titles).toContain('Public elsewhere');
    for (const hidden of [
      'Other skill',
      'Other city',
      'Not yet',
      'Expired',
      'Taken',
      'Private elsewhere',
    ]) {
      expect(titles).not.toContain(hidden);
    }
    const item = page.tasks.find((task) => task.id === mine._id.toString());
    expect(item).toMatchObject({
      max_bid_price: 500,
      currency: 'EUR',
      listing: { name: 'Lakeside flat', city: 'Lisbon', thumbnail: '/t.jpg' },
      my_pending_bid: false,
      claimable: false,
    });
    expect(item?.distance_km).toBeGreaterThan(0);
    expect(page.tasks.some((task) => task.id === foreignPublic._id.toString())).toBe(true);
  });

  it('pages by 20 with total and hasMore, and filters by category, listing, dates and distance', async () => {
    const fresh = await marketCustomer('Hillside');
    for (let index = 0; index < 23; index += 1) {
      await offeredTask(
        fresh,
        {},
        { title: `Offer ${index}`, dueDate: new Date(Date.UTC(2031, 0, 1 + index)) },
      );
    }
    await offeredTask(
      fresh,
      { lat: 41.15, lng: -8.61 },
      { title: 'Far away', dueDate: new Date(Date.UTC(2031, 5, 1)) },
    );
    const cleaner = await as(fresh.email('cleaner'));
    const own = `customerId=${fresh.customerId.toString()}`;
    const first = (
      await cleaner
        .get('/api/tasks/marketplace?customerId=' + fresh.customerId.toString())
        .expect(200)
    ).body;
    expect(first).toMatchObject({ total: 24, hasMore: true });
    expect(first.tasks).toHaveLength(20);
    const last = (await cleaner.get(`/api/tasks/marketplace?limit=20&offset=20&${own}`).expect(200))
      .body;
    expect(last.tasks).toHaveLength(4);
    expect(last.hasMore).toBe(false);
    const january = (
      await cleaner
        .get(`/api/tasks/marketplace?dueFrom=2031-01-05&dueTo=2031-01-06&${own}`)
        .expect(200)
    ).body;
    expect(january.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Offer 4',
      'Offer 5',
    ]);
    const near = (await cleaner.get(`/api/tasks/marketplace?maxDistanceKm=50&${own}`).expect(200))
      .body;
    expect(near.total).toBe(23);
    const byListing = (
      await cleaner
        .get(`/api/tasks/marketplace?listingId=${fresh.listingId.toString()}&category=maintenance`)
        .expect(200)
    ).body;
    expect(byListing.total).toBe(0);
    const admin = await as(fresh.email('admin'));
    expect((await admin.get('/api/tasks/marketplace')).status).toBe(403);
  });
});

describe('matching and inviting providers', () => {
  it('matches by skill, area and minimum rating, and invites with a notification', async () => {
    const task = await offeredTask(seaside);
    const admin = await as(seaside.email('admin'));
    const url = `/api/tasks/marketplace/providers?taskId=${task._id.toString()}`;
    const all = providerMatchResponseSchema.parse(
      (await admin.get(`${url}&minRating=0`).expect(200)).body,
    );
    const names = all.providers.map((provider) => provider.name);
    expect(names).toEqual(expect.arrayContaining(['Seaside cleaner', 'Seaside partner']));
    expect(names).not.toContain('Seaside maintenance');
    const best = providerMatchResponseSchema.parse(
      (await admin.get(`${url}&minRating=4.5`).expect(200)).body,
    );
    expect(best.providers.map((provider) => provider.name)).toEqual(['Seaside cleaner']);
    expect((await admin.get(`${url}&minRating=2`)).status).toBe(400);

    const partnerId = seaside.user('partner').toString();
    await admin
      .post('/api/tasks/marketplace/providers/invite', {
        taskId: task._id.toString(),
        providerIds: [partnerId],
      })
      .expect(200);
    expect(
      await NotificationRecipient.countDocuments({ userId: partnerId, type: 'marketplace_invite' }),
    ).toBe(1);
    const again = providerMatchResponseSchema.parse(
      (await admin.get(`${url}&minRating=0`).expect(200)).body,
    );
    expect(again.providers.find((provider) => provider.id === partnerId)?.invited).toBe(true);

    const cleaner = await as(seaside.email('cleaner'));
    expect(
      (
        await cleaner.post('/api/tasks/marketplace/providers/invite', {
          taskId: task._id.toString(),
          providerIds: [partnerId],
        })
      ).status,
    ).toBe(403);
    const foreign = await as(mountain.email('admin'));
    expect((await foreign.get(`${url}&minRating=0`)).status).toBe(404);
  });
});

describe('bid adjustments', () => {
  it("lets the accepted bid's provider ask, and an editor reject with 'Not justified'", async () => {
    const issueId = new Types.ObjectId();
    const bidId = new Types.ObjectId();
    const task = await offeredTask(
      seaside,
      {},
      {
        issues: [{ _id: issueId, title: 'Extra mess' }],
        bids: [
          {
            _id: bidId,
            providerId: seaside.user('cleaner'),
            status: 'accepted',
            amount: 100,
            currency: 'EUR',
          },
        ],
        assignments: [
          { userId: seaside.user('cleaner'), status: 'accepted', acceptanceStatus: 'accepted' },
        ],
      },
    );
    const partner = await as(seaside.email('partner'));
    const body = {
      issueId: issueId.toString(),
      type: 'excessive_cleaning',
      amount: 30,
      reason: 'One more hour',
    };
    expect(
      (await partner.post(`/api/tasks/${task._id.toString()}/bid-adjustments`, body)).status,
    ).toBe(403);
    const cleaner = await as(seaside.email('cleaner'));
    const created = await cleaner
      .post(`/api/tasks/${task._id.toString()}/bid-adjustments`, body)
      .expect(201);
    const decide = {
      action: 'reject_adjustment',
      taskId: task._id.toString(),
      adjustmentId: created.body.adjustmentId,
    };
    expect((await cleaner.patch('/api/tasks/marketplace/bids', decide)).status).toBe(403);
    const admin = await as(seaside.email('admin'));
    const rejected = await admin.patch('/api/tasks/marketplace/bids', decide).expect(200);
    expect(rejected.body.task.bids[0].adjustments[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not justified',
      currency: 'EUR',
    });
    expect((await admin.patch('/api/tasks/marketplace/bids', decide)).status).toBe(409);
  });
});
