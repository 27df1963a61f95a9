import type { Role } from '@staydesk/contracts';
import { Notification, NotificationRecipient } from '../models/notification';
import { User } from '../models/user';
import { createCustomerWithUsers, withTestApi } from '../../test/harness';
import { notifyDomainEvent, type DomainEvent, type ReservationRef } from './domain-notifications';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
const ROLES: Role[] = [
  'admin',
  'owner',
  'user',
  'team_lead',
  'cleaner',
  'maintenance',
  'accountant',
  'concierge',
];

withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ROLES);
});
beforeEach(() => User.updateMany({}, { $set: { notificationPreferences: {} } }));

const id = (role: Role) => seaside.users.get(role)!.toString();
const turnover = { id: 'task-1', title: 'Turnover at the Loft', category: 'turnover' } as const;
const leak = { id: 'task-2', title: 'Fix the leaking tap', category: 'maintenance' } as const;
const stay: ReservationRef = {
  id: 'res-1',
  guestName: 'Jordan Lee',
  listingName: 'Harbour Loft',
  checkIn: '2026-12-20',
  checkOut: '2026-12-24',
  confirmationCode: 'HM4X2',
};
const managers = ['admin', 'owner', 'user'] as const;
const cleaningCrew = ['admin', 'owner', 'team_lead', 'cleaner'] as const;
const maintenanceCrew = ['admin', 'owner', 'team_lead', 'maintenance'] as const;

type Case = [
  string,
  (customerId: DomainEvent['customerId']) => DomainEvent,
  readonly Role[],
  Record<string, unknown>,
];

const CASES: Case[] = [
  [
    'task assigned → the assignees, as a dashboard assignment on the task',
    (customerId) => ({
      customerId,
      type: 'task.assigned',
      task: turnover,
      assigneeIds: [id('cleaner')],
      assignedBy: 'Sam Admin',
    }),
    ['cleaner'],
    {
      type: 'dashboard_assignment',
      priority: 'high',
      title: 'New task assigned',
      description: 'Sam Admin assigned you: Turnover at the Loft',
      sourceType: 'task',
      sourceReference: { taskId: 'task-1' },
    },
  ],
  [
    "task completed → the task category's crew and its leads",
    (customerId) => ({
      customerId,
      type: 'task.completed',
      task: turnover,
      completedBy: 'Casey Cleaner',
    }),
    cleaningCrew,
    {
      type: 'timeline_update',
      category: 'system',
      title: 'Task completed',
      description: 'Casey Cleaner completed Turnover at the Loft',
      sourceReference: { taskId: 'task-1' },
    },
  ],
  [
    'bid received → the managers, with the bid time that opens the marketplace',
    (customerId) => ({
      customerId,
      type: 'bid.received',
      task: leak,
      bid: { amount: 120, currency: 'EUR', biddedAt: new Date('2026-12-01T09:30:00Z') },
      providerName: 'Quick Fix Ltd',
    }),
    managers,
    {
      type: 'timeline_update',
      priority: 'medium',
      title: 'New bid received',
      description: 'Quick Fix Ltd bid €120.00 on Fix the leaking tap',
      sourceReference: { taskId: 'task-2' },
      metadata: { biddedAt: '2026-12-01T09:30:00.000Z', amount: 120, currency: 'EUR' },
    },
  ],
  [
    "issue reported → the task category's crew; a blocking one is high priority",
    (customerId) => ({
      customerId,
      type: 'issue.reported',
      task: leak,
      issue: { id: 'issue-9', title: 'No water', blocking: true },
      reportedBy: 'Max Maintenance',
    }),
    maintenanceCrew,
    {
      type: 'maintenance',
      priority: 'high',
      title: 'Blocking issue reported',
      description: 'No water on Fix the leaking tap, reported by Max Maintenance',
      metadata: { issueId: 'issue-9', blocking: true },
    },
  ],
  [
    'reservation created → the reservation audience',
    (customerId) => ({ customerId, type: 'reservation.created', reservation: stay }),
    managers,
    {
      type: 'reservation_created',
      priority: 'medium',
      title: 'New reservation',
      description: 'Jordan Lee booked Harbour Loft, 2026-12-20 – 2026-12-24',
      sourceType: 'reservation',
      sourceReference: { reservationId: 'res-1' },
      metadata: { confirmationCode: 'HM4X2' },
    },
  ],
  [
    'reservation cancelled → the reservation audience, high priority',
    (customerId) => ({ customerId, type: 'reservation.cancelled', reservation: stay }),
    managers,
    {
      type: 'reservation_cancelled',
      priority: 'high',
      title: 'Reservation cancelled',
      description: 'Jordan Lee cancelled Harbour Loft, 2026-12-20 – 2026-12-24',
    },
  ],
  [
    'payment failed → the financial audience, critical',
    (customerId) => ({
      customerId,
      type: 'payment.failed',
      payment: { amount: 480, currency: 'USD', reason: 'card declined' },
      reservation: stay,
    }),
    ['admin', 'owner', 'user', 'accountant'],
    {
      type: 'payment_failure',
      category: 'financial',
      priority: 'critical',
      title: 'Payment failed',
      description:
        "A payment of $480.00 for Jordan Lee's stay at Harbour Loft failed: card declined",
      sourceReference: { reservationId: 'res-1' },
    },
  ],
];

describe('domain events → notifications', () => {
  it.each(CASES)('%s', async (_name, eventOf, roles, expected) => {
    const result = await notifyDomainEvent(eventOf(seaside.customerId));
    expect(result.recipientIds.sort()).toEqual(roles.map(id).sort());
    const notification = await Notification.findById(result.notificationId).lean();
    expect(notification).toMatchObject(expected);
  });

  it('reaches assignees and the financial audience even when they turned those notifications off', async () => {
    await User.updateMany(
      {},
      {
        $set: {
          notificationPreferences: {
            groups: {
              system: { enabled: false },
              timeline: { enabled: false },
              financial: { enabled: false },
            },
          },
        },
      },
    );
    const assigned = await notifyDomainEvent({
      customerId: seaside.customerId,
      type: 'task.assigned',
      task: leak,
      assigneeIds: [id('maintenance')],
    });
    expect(assigned.recipientIds).toEqual([id('maintenance')]);
    const failed = await notifyDomainEvent({
      customerId: seaside.customerId,
      type: 'payment.failed',
      payment: { amount: 80, currency: 'USD' },
      task: leak,
    });
    expect(failed.recipientIds).toContain(id('accountant'));
    const completed = await notifyDomainEvent({
      customerId: seaside.customerId,
      type: 'task.completed',
      task: leak,
    });
    expect(completed).toEqual({ notificationId: null, recipientIds: [] });
    const rows = await NotificationRecipient.find({ notificationId: failed.notificationId }).lean();
    expect(rows.every((row) => row.priority === 'critical')).toBe(true);
  });
});
