import {
  ANOTHER_CUSTOMERS_DETAILS_REFUSAL,
  CSRF_HEADER,
  TASK_VIEW_REFUSAL,
  taskResponseSchema,
  uploadResultSchema,
  type Role,
} from '@staydesk/contracts';
import { Customer } from '../../models/customer';
import { Listing } from '../../models/listing';
import { Tag } from '../../models/tag';
import { Task } from '../../models/task';
import { signedInAgent, withTestApi } from '../../../test/harness';
import { samplePhoto } from '../../../test/sample-files';
import {
  marketAgent,
  marketCustomer,
  offeredTask,
  openTask,
  pendingBid,
  type MarketCustomer,
} from '../marketplace/test-fixtures';

/**
 * Decision 0048: a provider of another customer who wins a public offer reads and works the
 * task exactly while its assignment is live, and nothing else of that customer.
 */
let seaside: MarketCustomer;
let mountain: MarketCustomer;
const api = withTestApi(async () => {
  seaside = await marketCustomer('Seaside');
  mountain = await marketCustomer('Mountain');
  await Customer.updateOne({ _id: seaside.customerId }, { $set: { marketplacePublic: true } });
  await Listing.updateOne(
    { _id: seaside.listingId },
    {
      $set: {
        'location.address': '12 Rua Augusta',
        wifi: { network: 'Seaside-Guest', password: 'sunny-day' },
        serviceProviderAccess: { htmlContent: '<p>Key box code 4821</p>' },
      },
    },
  );
});

const as = (customer: MarketCustomer, role: Role) => marketAgent(api.server, customer.email(role));

/** A public offer of Seaside's, won by Mountain's cleaner: its bid accepted by Seaside's lead. */
async function wonByMountainsCleaner(extra: Record<string, unknown> = {}) {
  const bid = pendingBid(mountain.user('cleaner'), 120);
  const task = await offeredTask(
    seaside,
    { public: true },
    { bids: [bid], checklist: [{ title: 'Strip beds' }], startDate: new Date(), ...extra },
  );
  const lead = await as(seaside, 'team_lead');
  const accepted = await lead
    .patch('/api/tasks/marketplace/bids', {
      action: 'accept_bid',
      taskId: task._id.toString(),
      bidId: bid._id.toString(),
    })
    .expect(200);
  const read = taskResponseSchema.parse(accepted.body).task;
  return {
    taskId: task._id.toString(),
    assignmentId: read.assignments[0]!.id,
    itemId: read.checklist[0]!.id,
  };
}

const taskRead = (taskId: string) => `/api/tasks?taskId=${taskId}`;

/** A photo the customer's user uploads to the task (the issue's evidence), as the phone sends it. */
async function uploadPhoto(customer: MarketCustomer, role: Role, taskId: string) {
  const { agent, csrf } = await signedInAgent(api.server, customer.email(role));
  return agent
    .post('/api/tasks/messages')
    .set(CSRF_HEADER, csrf)
    .field('taskId', taskId)
    .attach('file', Buffer.from(await samplePhoto()), {
      filename: 'tile.png',
      contentType: 'image/png',
    });
}

describe('a provider of another customer on a public offer it won', () => {
  it('reads the task with what a provider needs, confirms, runs and comments on it, reports an issue', async () => {
    const { taskId, assignmentId, itemId } = await wonByMountainsCleaner();
    const cleaner = await as(mountain, 'cleaner');

    const opened = await cleaner.get(taskRead(taskId)).expect(200);
    const task = taskResponseSchema.parse(opened.body).task;
    expect(task.checklist.map((item) => item.title)).toEqual(['Strip beds']);
    expect(task.property).toMatchObject({
      name: 'Seaside flat',
      location: { address: '12 Rua Augusta', city: 'Lisbon' },
      access: {
        wifi: { network: 'Seaside-Guest', password: 'sunny-day' },
        instructions: '<p>Key box code 4821</p>',
      },
    });

    const listing = await cleaner
      .get(`/api/listings/full?listingId=${seaside.listingId.toString()}`)
      .expect(200);
    expect(listing.body.listing).toMatchObject({ name: 'Seaside flat' });

    const confirmed = await cleaner
      .post(`/api/tasks/assignments/${assignmentId}/respond`, { accept: true })
      .expect(200);
    expect(confirmed.body.task.assignments[0]).toMatchObject({ status: 'accepted' });

    await cleaner.get(`/api/tasks/execution/${taskId}`).expect(200);
    const started = await cleaner.post(`/api/tasks/execution/${taskId}/start`, {}).expect(200);
    expect(started.body.task.status).toBe('in_progress');
    await cleaner
      .patch(`/api/tasks/checklists?taskId=${taskId}&itemId=${itemId}`, { completed: true })
      .expect(200);
    const uploaded = await uploadPhoto(mountain, 'cleaner', taskId);
    expect(uploaded.status).toBe(200);
    const [photo] = uploadResultSchema.parse(uploaded.body).attachments;
    await cleaner.get(photo!.url).expect(200);
    await cleaner
      .post(`/api/tasks/${taskId}/issues`, {
        type: 'damage',
        description: 'Cracked tile by the shower',
        location: 'Bathroom',
        photos: [{ url: photo!.url }],
        isBlocking: false,
      })
      .expect(201);
    // A note in the thread, with a photo taken before the task was chosen: kept as the task's.
    const beforehand = await uploadPhoto(mountain, 'cleaner', 'new');
    const [note] = uploadResultSchema.parse(beforehand.body).attachments;
    await cleaner
      .post('/api/tasks/messages', {
        taskId,
        message: 'Tile photographed on arrival',
        attachments: [photo!.id, note!.id],
      })
      .expect(200);

    const completed = await cleaner
      .patch(`/api/tasks?taskId=${taskId}`, {
        status: 'completed',
        completedAt: new Date().toISOString(),
        actualDuration: 1,
      })
      .expect(200);
    expect(completed.body.task.status).toBe('completed');

    // The task's own managers read it as before, with the provider's work on it.
    const admin = await as(seaside, 'admin');
    const managed = await admin.get(taskRead(taskId)).expect(200);
    expect(managed.body.task).toMatchObject({ status: 'completed' });
    expect(managed.body.task.issues).toHaveLength(1);
    await admin.get(photo!.url).expect(200);
    await admin.get(note!.url).expect(200);
    const thread = managed.body.task.timeline.filter(
      (event: { type: string }) => event.type === 'comment',
    );
    expect(thread).toEqual([
      expect.objectContaining({ description: 'Tile photographed on arrival' }),
    ]);
  });

  it("changes none of the task's fields or tags, which stay its customer's, and runs it", async () => {
    const { taskId } = await wonByMountainsCleaner();
    const admin = await as(seaside, 'admin');
    await admin
      .patch(taskRead(taskId), { tagOperation: 'add', tagName: 'Seaside VIP' })
      .expect(200);
    const [tag] = await Tag.find({ customerId: seaside.customerId }).lean();
    const cleaner = await as(mountain, 'cleaner');
    const { version } = taskResponseSchema.parse((await cleaner.get(taskRead(taskId))).body).task;
    const before = await Task.findById(taskId).lean();

    // What its own customer's cleaner changes, and what nobody's cleaner does: refused alike.
    for (const change of [
      { description: 'Bring extra towels' },
      { estimatedDuration: 90 },
      { status: 'in_progress' },
    ]) {
      const refused = await cleaner.patch(taskRead(taskId), { version, ...change }).expect(403);
      expect(refused.body.error).toEqual({
        code: 'forbidden',
        message: ANOTHER_CUSTOMERS_DETAILS_REFUSAL,
      });
    }
    for (const operation of [
      { tagOperation: 'add', tagName: 'Mountain' },
      { tagOperation: 'remove', tagId: tag!._id.toString() },
    ]) {
      const refused = await cleaner.patch(taskRead(taskId), operation).expect(403);
      expect(refused.body.error.message).toBe(ANOTHER_CUSTOMERS_DETAILS_REFUSAL);
    }
    expect(await Task.findById(taskId).lean()).toEqual(before);
    expect(await Tag.find({ customerId: seaside.customerId }).lean()).toEqual([tag]);
    expect(await Tag.countDocuments({ customerId: mountain.customerId })).toBe(0);

    // The run changes the task's status through the provider's own calls.
    const started = await cleaner
      .patch(taskRead(taskId), { status: 'in_progress', startedAt: new Date().toISOString() })
      .expect(200);
    expect(started.body.task.status).toBe('in_progress');
  });

  it('reaches nothing else of that customer: no other task, listing or team member', async () => {
    await wonByMountainsCleaner();
    const other = await openTask(seaside, { title: 'Seaside private task' });
    const otherId = other._id.toString();
    const cleaner = await as(mountain, 'cleaner');

    const refused = await cleaner.get(taskRead(otherId)).expect(403);
    expect(refused.body.error.message).toBe(TASK_VIEW_REFUSAL);
    await cleaner.get(`/api/tasks/execution/${otherId}`).expect(404);
    await cleaner.post(`/api/tasks/execution/${otherId}/start`, {}).expect(404);
    expect((await uploadPhoto(mountain, 'cleaner', otherId)).status).toBe(404);
    await cleaner.post('/api/tasks/messages', { taskId: otherId, message: 'Hello' }).expect(404);
    const theirs = await uploadPhoto(seaside, 'admin', otherId);
    const [photo] = uploadResultSchema.parse(theirs.body).attachments;
    await cleaner.get(photo!.url).expect(404);
    await cleaner.get(`/api/listings/${seaside.listingId.toString()}`).expect(404);
    const elsewhere = await Listing.create({
      customerId: seaside.customerId,
      name: 'Seaside loft',
    });
    await openTask(seaside, { listingId: elsewhere._id });
    await cleaner.get(`/api/listings/full?listingId=${elsewhere._id.toString()}`).expect(404);
    const team = await cleaner.get('/api/user/users').expect(200);
    expect(JSON.stringify(team.body)).not.toContain('Seaside');
    const listings = await cleaner.get('/api/listings').expect(200);
    expect(JSON.stringify(listings.body)).not.toContain('Seaside');
  });

  it('loses the task with its assignment: declined, it reads and runs like any stranger', async () => {
    // At a listing of its own: the provider's other tasks would open Seaside's flat.
    const cabin = await Listing.create({ customerId: seaside.customerId, name: 'Seaside cabin' });
    const { taskId, assignmentId } = await wonByMountainsCleaner({ listingId: cabin._id });
    const cleaner = await as(mountain, 'cleaner');
    await cleaner.get(`/api/listings/full?listingId=${cabin._id.toString()}`).expect(200);
    await cleaner
      .post(`/api/tasks/assignments/${assignmentId}/respond`, { accept: false })
      .expect(200);

    const refused = await cleaner.get(taskRead(taskId)).expect(403);
    expect(refused.body.error.message).toBe(TASK_VIEW_REFUSAL);
    await cleaner.get(`/api/tasks/execution/${taskId}`).expect(404);
    await cleaner.post(`/api/tasks/execution/${taskId}/start`, {}).expect(404);
    await cleaner
      .post(`/api/tasks/assignments/${assignmentId}/respond`, { accept: true })
      .expect(404);
    await cleaner.get(`/api/listings/full?listingId=${cabin._id.toString()}`).expect(404);
  });

  it('refuses a provider of that customer without the assignment as it refuses any stranger', async () => {
    const { taskId, assignmentId, itemId } = await wonByMountainsCleaner();
    const maintenance = await as(mountain, 'maintenance');
    const before = await Task.findById(taskId).lean();

    const refused = await maintenance.get(taskRead(taskId)).expect(403);
    expect(refused.body.error.message).toBe(TASK_VIEW_REFUSAL);
    await maintenance
      .post(`/api/tasks/assignments/${assignmentId}/respond`, { accept: true })
      .expect(404);
    await maintenance.get(`/api/tasks/execution/${taskId}`).expect(404);
    await maintenance.post(`/api/tasks/execution/${taskId}/start`, {}).expect(404);
    await maintenance
      .patch(`/api/tasks/checklists?taskId=${taskId}&itemId=${itemId}`, { completed: true })
      .expect(404);
    await maintenance
      .post(`/api/tasks/${taskId}/issues`, {
        type: 'other',
        photos: [{ url: `/api/tasks/attachments/${taskId}` }],
      })
      .expect(404);
    expect(await Task.findById(taskId).lean()).toEqual(before);
  });
});
