import { emptyUnreadCounts, type Notification, type NotificationList } from '@staydesk/contracts';

export const notificationFixture: Notification = {
  id: 'notification-1',
  title: 'New reservation',
  description: 'Maria booked Ocean View Beach House for 3 nights.',
  type: 'reservation_created',
  category: 'reservation',
  priority: 'medium',
  is_read: false,
  is_archived: false,
  created_at: '2026-11-21T09:45:00.000Z',
  source_type: 'reservation',
  source_reference: { reservationId: 'reservation-1' },
  external_link: null,
  metadata: {},
};

export const notificationListFixture: NotificationList = {
  notifications: [
    notificationFixture,
    {
      ...notificationFixture,
      id: 'notification-2',
      title: 'Payout completed',
      description: 'Your payout of $1,240.00 is on its way.',
      type: 'payout_completed',
      category: 'financial',
      is_read: true,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      ...notificationFixture,
      id: 'notification-3',
      title: null,
      description: null,
      created_at: null,
      is_read: true,
    },
  ],
  total: 3,
  unreadCount: 1,
  unreadCounts: { ...emptyUnreadCounts(), all: 1, unread: 1 },
};

export const emptyListFixture: NotificationList = {
  notifications: [],
  total: 0,
  unreadCount: 0,
  unreadCounts: emptyUnreadCounts(),
};
