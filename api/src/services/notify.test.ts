import { LiveEventModel } from '../models/live-event';
import { Notification, NotificationRecipient } from '../models/notification';
import { User } from '../models/user';
import { UserGroup } from '../models/user-group';
import { createCustomerWithUsers, withTestApi } from '../../test/harness';
import { notify } from './notify';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
const id = (role: Parameters<typeof seaside.users.get>[0]) => seaside.users.get(role)!.toString();

withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'owner',
    'user',
    'cleaner',
    'roamer',
    'accountant',
  ]);
});
beforeEach(async () => {
  await Promise.all([
    Notification.deleteMany({}),
    NotificationRecipient.deleteMany({}),
    LiveEventModel.deleteMany({}),
  ]);
  await User.updateMany(
    {},
    { $set: { notificationPreferences: {}, 'memberships.$[].active': true } },
  );
});

const reservationCreated = () =>
  notify({
    customerId: seaside.customerId,
    kind: 'reservation',
    type: 'reservation_created',
    title: 'New reservation',
  });

describe('notify', () => {
  it('records the notification for owners and admins (as admin) and the event roles, and tells their tabs', async () => {
    const result = await reservationCreated();
    const rows = await NotificationRecipient.find({ notificationId: result.notificationId }).lean();
    const reasons = Object.fromEntries(
      rows.map((row) => [row.userId.toString(), row.targetReason]),
    );
    expect(reasons).toEqual({
      [id('admin')]: 'admin',
      [id('owner')]: 'admin',
      [id('user')]: 'user',
    });
    expect(
      rows.every(
        (row) => row.priority === 'medium' && row.category === 'reservation' && !row.isRead,
      ),
    ).toBe(true);
    const events = await LiveEventModel.find({ topic: 'notifications' }).lean();
    expect(events.map((event) => event.userId?.toString()).sort()).toEqual(
      Object.keys(reasons).sort(),
    );
  });

  it("respects a user's disabled category, but not for critical notifications", async () => {
    await User.updateOne(
      { _id: seaside.users.get('user') },
      {
        $set: {
          notificationPreferences: {
            groups: { reservations: { enabled: false }, financial: { enabled: false } },
          },
        },
      },
    );
    expect((await reservationCreated()).recipientIds).not.toContain(id('user'));
    const critical = await notify({
      customerId: seaside.customerId,
      kind: 'financial',
      type: 'payment_failure',
      title: 'Payment failed',
    });
    expect(critical.recipientIds).toEqual(expect.arrayContaining([id('user'), id('accountant')]));
  });

  it('leaves out users whose role under the customer is inactive', async () => {
    await User.updateOne(
      { _id: seaside.users.get('owner') },
      { $set: { 'memberships.0.active': false } },
    );
    expect((await reservationCreated()).recipientIds).not.toContain(id('owner'));
  });

  it('fans a group mention out to its members only', async () => {
    const crew = await UserGroup.create({
      customerId: seaside.customerId,
      name: 'Crew',
      memberIds: [seaside.users.get('cleaner'), seaside.users.get('roamer')],
    });
    const result = await notify({
      customerId: seaside.customerId,
      kind: 'mention',
      type: 'mention',
      title: 'You were mentioned',
      target: { mentionedIds: [`group:${crew._id.toString()}`] },
    });
    expect(result.recipientIds.sort()).toEqual([id('cleaner'), id('roamer')].sort());
  });

  it('creates nothing when nobody is to be told', async () => {
    const result = await notify({
      customerId: seaside.customerId,
      kind: 'assignment',
      type: 'dashboard_assignment',
      title: 'Assigned',
      target: { assigneeIds: [] },
    });
    expect(result).toEqual({ notificationId: null, recipientIds: [] });
    expect(await Notification.countDocuments()).toBe(0);
  });
});
