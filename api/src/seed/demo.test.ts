import { ROLES, TASK_CATEGORIES, TASK_STATUSES, taskTemplatesFrom } from '@staydesk/contracts';
import {
  RESERVATION_STATUSES,
  reservationTotal,
  type ReservationDetail,
} from '@staydesk/contracts';
import { AccessCode } from '../models/access-code';
import { Listing, ListingGroup } from '../models/listing';
import { Notification, NotificationRecipient } from '../models/notification';
import { Reservation } from '../models/reservation';
import { Task } from '../models/task';
import { TaskEvent } from '../models/task-event';
import { signedInAgent, withTestApi } from '../../test/harness';
import { isDatabaseEmpty, seedDemo } from './demo';

const api = withTestApi(async () => {
  expect(await isDatabaseEmpty()).toBe(true);
  await seedDemo('demo-password');
});

describe('demo data', () => {
  it('gives every role and the super user an account that signs in', async () => {
    for (const email of [...ROLES.map((role) => `${role}@demo.test`), 'super@demo.test']) {
      const { agent } = await signedInAgent(api.server, email, 'demo-password');
      const session = (await agent.get('/api/auth/session').expect(200)).body;
      expect(session.user.email).toBe(email);
    }
    expect(await isDatabaseEmpty()).toBe(false);
  });

  it("shows tasks in the host's zone, and one listing's in its own", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@demo.test', 'demo-password');
    const { tasks } = (await agent.get('/api/tasks?limit=200').expect(200)).body as {
      tasks: Array<{ time_zone: string; listing: { name: string } | null }>;
    };
    const zoneOf = (name: string) => tasks.find((task) => task.listing?.name === name)?.time_zone;
    expect(zoneOf('Alfama Rooftop Flat')).toBe('Europe/Lisbon');
    expect(zoneOf('Dune House')).toBe('America/New_York');
  });

  it('has listings in three groups, reservations from every platform, and tasks of every category and status', async () => {
    expect(await ListingGroup.countDocuments()).toBe(3);
    expect(await Listing.countDocuments()).toBe(12);
    expect(await Reservation.countDocuments()).toBe(40);
    expect((await Reservation.distinct('platform')).sort()).toEqual([
      'airbnb',
      'booking',
      'direct',
    ]);
    // 60 across the calendar, 12 on the field accounts' days, 10 subtasks, 4 with payments,
    // 6 in the marketplace's stages, 2 with escalations.
    expect(await Task.countDocuments()).toBe(94);
    expect((await Task.distinct('category')).sort()).toEqual([...TASK_CATEGORIES].sort());
    expect((await Task.distinct('status')).sort()).toEqual([...TASK_STATUSES].sort());
    expect(await Task.countDocuments({ 'checklist.0': { $exists: true } })).toBe(72);
    expect(await Task.countDocuments({ parentTaskId: { $ne: null } })).toBe(10);
    // Every blocked task is blocked by an open issue someone can resolve.
    const blocked = await Task.countDocuments({ status: 'blocked', parentTaskId: null });
    expect(blocked).toBeGreaterThanOrEqual(10);
    expect(
      await Task.countDocuments({
        status: 'blocked',
        parentTaskId: null,
        issues: { $elemMatch: { isBlocking: true, status: { $ne: 'resolved' } } },
      }),
    ).toBe(blocked);
    expect(await TaskEvent.countDocuments()).toBeGreaterThan(82);
  });

  it('has 100 notifications of varied priorities, targeted by the product rules', async () => {
    expect(await Notification.countDocuments()).toBe(100);
    expect((await Notification.distinct('priority')).sort()).toEqual([
      'critical',
      'high',
      'low',
      'medium',
    ]);
    const reasons = await NotificationRecipient.distinct('targetReason');
    expect(reasons).toEqual(expect.arrayContaining(['admin', 'accountant', 'assignment', 'user']));
  });

  it('has checklist templates with required items and automations that make task templates', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@demo.test', 'demo-password');
    const checklists = (await agent.get('/api/tasks/checklists/templates').expect(200)).body;
    expect(checklists.templates.length).toBeGreaterThanOrEqual(3);
    expect(
      checklists.templates.every((template: { items: Array<{ required: boolean }> }) =>
        template.items.some((item) => item.required),
      ),
    ).toBe(true);
    const { events } = (await agent.get('/api/tasks/settings/automations').expect(200)).body;
    const templates = taskTemplatesFrom(events);
    expect(templates.map((template) => template.dueDate.baseDate).sort()).toEqual([
      'checkIn',
      'checkOut',
    ]);
    const tags = (await agent.get('/api/tasks?fetchTags=true').expect(200)).body.tags;
    expect(tags.length).toBe(5);
    expect(tags.every((tag: { count: number }) => tag.count > 0)).toBe(true);
  });

  it("gives each field account today's and tomorrow's work, and only its own", async () => {
    for (const role of ['cleaner', 'maintenance', 'inspector', 'partner']) {
      const { agent } = await signedInAgent(api.server, `${role}@demo.test`, 'demo-password');
      const me = (await agent.get('/api/auth/session').expect(200)).body.user.id as string;
      const mine = (await agent.get('/api/tasks?assignee=me&limit=200').expect(200)).body;
      const today = new Date().toISOString().slice(0, 10);
      expect(
        mine.tasks.some((task: { due_date: string }) => task.due_date?.startsWith(today)),
      ).toBe(true);
      const all = (await agent.get('/api/tasks?limit=200').expect(200)).body;
      expect(all.scopeLabel).toMatch(/^Tasks assigned to you/);
      const foreign = all.tasks.filter(
        (task: { assignments: Array<{ user_id: string }> }) =>
          task.assignments.length > 0 &&
          role !== 'partner' &&
          !task.assignments.some((assignment) => assignment.user_id === me),
      );
      expect(foreign).toEqual([]);
    }
  });

  it('sends each task notification only to those it concerns, pointing at that task', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@demo.test', 'demo-password');
    const me = (await agent.get('/api/auth/session').expect(200)).body.user.id as string;
    const assignments = await Notification.find({ type: 'dashboard_assignment' }).lean();
    expect(assignments.length).toBeGreaterThan(1);
    expect(new Set(assignments.map((n) => n.description)).size).toBe(assignments.length);
    for (const notification of assignments) {
      const taskId = (notification.sourceReference as { taskId: string }).taskId;
      const task = await Task.findById(taskId).lean();
      const recipients = await NotificationRecipient.distinct('userId', {
        notificationId: notification._id,
      });
      expect(recipients.map(String)).toEqual(task!.assignments.map((a) => a.userId.toString()));
    }
    const mine = await NotificationRecipient.find({ userId: me, type: 'dashboard_assignment' });
    expect(mine.length).toBeGreaterThan(0);
  });
});

describe('demo data of the palette flows', () => {
  it('has reservations of every status with full pricing, detailed listings and door codes', async () => {
    expect((await Reservation.distinct('status')).sort()).toEqual([...RESERVATION_STATUSES].sort());
    expect(
      await Reservation.countDocuments({ status: 'pending', platform: 'airbnb' }),
    ).toBeGreaterThan(0);
    const { agent } = await signedInAgent(api.server, 'admin@demo.test', 'demo-password');
    const { reservations } = (await agent.get('/api/reservations?limit=40').expect(200)).body as {
      reservations: ReservationDetail[];
    };
    for (const { pricing } of reservations) {
      const total = reservationTotal({
        base: pricing.base.amount,
        ...pricing.fees,
        totalTaxes: pricing.totals.totalTaxes,
      }).total;
      expect(pricing.totals).toMatchObject({ total, hostPayout: total });
      expect(pricing.base.amount).toBeGreaterThan(0);
    }
    const listings = (await agent.get('/api/listings?query=harbor').expect(200)).body;
    expect(listings[0]).toMatchObject({
      businessDetails: { companyName: expect.any(String) },
      platformData: expect.arrayContaining([expect.objectContaining({ platform: 'airbnb' })]),
    });
    const found = (await agent.get('/api/search/reservations?q=jordan').expect(200)).body;
    expect(found.total).toBeGreaterThan(0);
    expect(await AccessCode.countDocuments()).toBe(3);
  });
});
