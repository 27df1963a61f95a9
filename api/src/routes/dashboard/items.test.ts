import type { Types } from 'mongoose';
import {
  CSRF_HEADER,
  dashboardItemsSchema,
  NO_REMINDER_USED_YET,
  REQUIRED_ITEMS_INCOMPLETE,
  type DashboardItems,
} from '@staydesk/contracts';
import { DashboardItemState } from '../../models/dashboard-item-state';
import { Listing } from '../../models/listing';
import { LiveEventModel } from '../../models/live-event';
import { Reservation } from '../../models/reservation';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

const ids: Record<string, string> = {};

async function seedTask(
  name: string,
  customerId: Types.ObjectId,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const task = await Task.create({
    customerId,
    title: name,
    category: 'cleaning',
    priority: 'medium',
    status: 'todo',
    ...fields,
  });
  ids[name] = `task:${task._id.toString()}`;
}

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'owner',
    'cleaner',
    'accountant',
  ]);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const cleaner = seaside.users.get('cleaner')!;
  const theCleaners = (status = 'accepted') => ({ assignments: [{ userId: cleaner, status }] });
  const customerId = seaside.customerId;
  await seedTask('Late turnover', customerId, { dueDate: inHours(-2), ...theCleaners() });
  await seedTask('Soon and unheld', customerId, { dueDate: inHours(5) });
  await seedTask('Leaking tap', customerId, {
    dueDate: inHours(120),
    ...theCleaners(),
    issues: [{ title: 'Tap still drips' }],
  });
  await seedTask('Nobody has it', customerId);
  await seedTask('Next week, held', customerId, { dueDate: inHours(160), ...theCleaners() });
  await seedTask('Offered', customerId, { marketplaceEligible: true, dueDate: inHours(48) });
  await seedTask('Done already', customerId, { dueDate: inHours(-5), status: 'completed' });
  await seedTask('Checklist first', customerId, {
    dueDate: inHours(-1),
    ...theCleaners(),
    checklist: [{ title: 'Photo of the kitchen', required: true }],
  });
  await seedTask('Other customer', mountain.customerId, { dueDate: inHours(-3) });
  const listing = await Listing.create({ customerId, name: 'Harbor View Loft' });
  const request = await Reservation.create({
    customerId,
    listingId: listing._id,
    confirmationCode: 'HMREQ1',
    guestName: 'Jordan Lee',
    checkIn: inHours(24 * 10),
    checkOut: inHours(24 * 13),
    status: 'inquiry',
    platform: 'airbnb',
  });
  ids.request = `reservation:${request._id.toString()}`;
});

async function signedIn(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  const items = async (): Promise<DashboardItems> => {
    const response = await agent.get('/api/dashboard/items').expect(200);
    return dashboardItemsSchema.parse(response.body);
  };
  const titles = async () => (await items()).items.map((item) => item.title);
  const command = (event: string, payload: Record<string, unknown>, key?: string) => {
    const post = agent.post('/api/commands').set(CSRF_HEADER, csrf);
    if (key) post.set('Idempotency-Key', key);
    return post.send({ action: { type: 'command', topic: 'dashboard', event, payload } });
  };
  return { items, titles, command };
}

const statusOf = async (itemId: string) =>
  (await Task.findById(itemId.replace('task:', '')).lean())?.status;

describe('GET /api/dashboard/items', () => {
  it('ranks what needs a manager: late, due within 24 h, requests, issues, unassigned', async () => {
    const admin = await signedIn('admin@seaside.test');
    const { items, scopeLabel } = await admin.items();
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['overdue', 'Late turnover'],
      ['overdue', 'Checklist first'],
      ['due_soon', 'Soon and unheld'],
      ['reservation_request', 'Inquiry from Jordan Lee'],
      ['open_issue', 'Leaking tap'],
      ['unassigned', 'Offered'],
      ['unassigned', 'Nobody has it'],
    ]);
    expect(items[0]!.id).toBe(ids['Late turnover']);
    expect(scopeLabel).toBe("All of your team's tasks");
  });

  it('gives a cleaner its own tasks, dated first, and the marketplace offers after', async () => {
    const cleaner = await signedIn('cleaner@seaside.test');
    expect(await cleaner.titles()).toEqual([
      'Late turnover',
      'Checklist first',
      'Leaking tap',
      'Next week, held',
      'Offered',
    ]);
    expect((await cleaner.items()).items.at(-1)!.kind).toBe('offer');
  });

  it('lets a manager mark anything done, and field staff none of their tasks', async () => {
    const admin = await signedIn('admin@seaside.test');
    expect((await admin.items()).items.every((item) => item.mayMarkDone)).toBe(true);
    const cleaner = await signedIn('cleaner@seaside.test');
    expect((await cleaner.items()).items.map((item) => item.mayMarkDone)).toEqual(
      Array(5).fill(false),
    );
  });

  it("shows another customer's admin none of these", async () => {
    const other = await signedIn('admin@mountain.test');
    expect(await other.titles()).toEqual(['Other customer']);
  });
});

describe('dashboard commands', () => {
  it('completes a task through the task rules and restores its status on undo', async () => {
    const admin = await signedIn('admin@seaside.test');
    const itemId = ids['Soon and unheld']!;
    const since = new Date();
    const done = await admin.command('item.complete', { itemId }).expect(200);
    expect(done.body).toEqual({ success: true, data: { itemId }, error: null });
    expect(await statusOf(itemId)).toBe('completed');
    expect(await admin.titles()).not.toContain('Soon and unheld');
    const events = await LiveEventModel.find({ createdAt: { $gte: since } }).lean();
    expect(events.map((event) => [event.topic, event.type])).toEqual(
      expect.arrayContaining([
        ['tasks', 'task.status_changed'],
        ['dashboard', 'dashboard.items.changed'],
        ['commands', 'command.result'],
      ]),
    );

    // Done twice is still done once: the status undo brings back is the first one's.
    await admin.command('item.complete', { itemId }).expect(200);
    await admin.command('item.restore', { itemId }).expect(200);
    expect(await statusOf(itemId)).toBe('todo');
    expect(await admin.titles()).toContain('Soon and unheld');
  });

  it("refuses with the task rule's message and changes nothing", async () => {
    const admin = await signedIn('admin@seaside.test');
    const itemId = ids['Checklist first']!;
    const since = new Date();
    const refused = await admin.command('item.complete', { itemId }).expect(422);
    expect(refused.body.error.message).toBe(REQUIRED_ITEMS_INCOMPLETE);
    expect(await statusOf(itemId)).toBe('todo');
    const result = await LiveEventModel.findOne({
      type: 'command.result',
      createdAt: { $gte: since },
    }).lean();
    expect(result?.payload).toEqual({
      action: 'item.complete',
      success: false,
      error: REQUIRED_ITEMS_INCOMPLETE,
    });

    const cleaner = await signedIn('cleaner@seaside.test');
    const provider = await cleaner
      .command('item.complete', { itemId: ids['Late turnover'] })
      .expect(403);
    expect(provider.body.error.message).toBe(
      'Service providers cannot change category, priority, status or due date',
    );
    const accountant = await signedIn('accountant@seaside.test');
    await accountant.command('item.complete', { itemId: ids['Late turnover'] }).expect(403);
    expect(await statusOf(ids['Late turnover']!)).toBe('todo');
  });

  it("answers another customer's item and a malformed id like missing ones", async () => {
    const other = await signedIn('admin@mountain.test');
    await other.command('item.complete', { itemId: ids['Late turnover'] }).expect(404);
    await other
      .command('item.reminder', { itemId: ids.request, preset: 'tomorrow', timeZone: 'UTC' })
      .expect(404);
    await other.command('item.complete', { itemId: 'task:1' }).expect(422);
  });

  it('completes and restores a selection, listing what it refused', async () => {
    const admin = await signedIn('admin@seaside.test');
    const itemIds = [ids['Nobody has it'], ids['Checklist first'], ids.request];
    const done = await admin.command('items.complete', { itemIds }).expect(200);
    expect(done.body.data).toEqual({
      itemIds: [ids['Nobody has it'], ids.request],
      refused: [{ itemId: ids['Checklist first'], message: REQUIRED_ITEMS_INCOMPLETE }],
    });
    const titles = await admin.titles();
    expect(titles).not.toContain('Nobody has it');
    expect(titles).not.toContain('Inquiry from Jordan Lee');
    // A request marked done is done for this user only.
    const owner = await signedIn('owner@seaside.test');
    expect(await owner.titles()).toContain('Inquiry from Jordan Lee');

    await admin.command('items.restore', { itemIds: done.body.data.itemIds }).expect(200);
    expect(await admin.titles()).toEqual(
      expect.arrayContaining(['Nobody has it', 'Inquiry from Jordan Lee']),
    );
    expect(await statusOf(ids['Nobody has it']!)).toBe('todo');
  });

  it('hides an item until its reminder, remembers the preset, and shows it again when removed', async () => {
    const owner = await signedIn('owner@seaside.test');
    const lastUsed = { itemId: ids['Leaking tap'], preset: 'last_used', timeZone: 'Europe/Paris' };
    const none = await owner.command('item.reminder', lastUsed).expect(422);
    expect(none.body.error.message).toBe(NO_REMINDER_USED_YET);

    const set = await owner
      .command('item.reminder', {
        itemId: ids.request,
        preset: 'next_week',
        timeZone: 'Europe/Paris',
      })
      .expect(200);
    const remindAt = new Date(set.body.data.remindAt as string);
    expect(remindAt.getTime()).toBeGreaterThan(Date.now());
    expect(remindAt.getUTCDay()).toBe(1);
    expect([6, 7]).toContain(remindAt.getUTCHours()); // 8:00 in Paris, summer or winter
    await owner.command('item.reminder', lastUsed).expect(200);
    const after = await owner.items();
    expect(after.lastReminderPreset).toBe('next_week');
    expect(after.items.map((item) => item.title)).not.toContain('Leaking tap');
    expect(after.items.map((item) => item.title)).not.toContain('Inquiry from Jordan Lee');

    await owner.command('item.remove_reminder', { itemId: ids.request }).expect(200);
    expect(await owner.titles()).toContain('Inquiry from Jordan Lee');
    expect(await owner.titles()).not.toContain('Leaking tap');
  });

  it('is applied once per Idempotency-Key and refuses a bad preset or time zone', async () => {
    const admin = await signedIn('admin@seaside.test');
    const payload = { itemId: ids['Offered'], preset: 'tomorrow', timeZone: 'UTC' };
    const first = await admin.command('item.reminder', payload, 'remind-offered-1').expect(200);
    await DashboardItemState.updateMany({}, { $set: { remindAt: null } });
    const retry = await admin.command('item.reminder', payload, 'remind-offered-1').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await admin.titles()).toContain('Offered');

    await admin.command('item.reminder', { ...payload, preset: 'someday' }).expect(422);
    await admin.command('item.reminder', { ...payload, timeZone: 'Mars/Olympus' }).expect(422);
  });
});
