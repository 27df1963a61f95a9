import { ROLES, TASK_CATEGORIES, TASK_STATUSES } from '@staydesk/contracts';
import { Listing, ListingGroup } from '../models/listing';
import { Notification, NotificationRecipient } from '../models/notification';
import { Reservation } from '../models/reservation';
import { Task } from '../models/task';
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

  it('has listings in three groups, reservations from every platform, and tasks of every category and status', async () => {
    expect(await ListingGroup.countDocuments()).toBe(3);
    expect(await Listing.countDocuments()).toBe(12);
    expect(await Reservation.countDocuments()).toBe(40);
    expect((await Reservation.distinct('platform')).sort()).toEqual([
      'airbnb',
      'booking',
      'direct',
    ]);
    expect(await Task.countDocuments()).toBe(60);
    expect((await Task.distinct('category')).sort()).toEqual([...TASK_CATEGORIES].sort());
    expect((await Task.distinct('status')).sort()).toEqual([...TASK_STATUSES].sort());
    expect(await Task.countDocuments({ 'checklist.0': { $exists: true } })).toBe(60);
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
});
