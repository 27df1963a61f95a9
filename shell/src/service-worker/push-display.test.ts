import { shownNotificationOf } from './push-display';

test('shows the title and body, tagged by notification so a repeat replaces it', () => {
  const payload = {
    notificationId: 'n1',
    title: 'New reservation',
    body: 'Jordan booked the Loft',
    priority: 'medium' as const,
    reservationId: 'r1',
  };
  expect(shownNotificationOf(payload)).toEqual({
    title: 'New reservation',
    options: {
      body: 'Jordan booked the Loft',
      tag: 'n1',
      data: payload,
      icon: '/favicon.svg',
      requireInteraction: false,
    },
  });
});

test('a critical notification stays until the user acts on it', () => {
  const shown = shownNotificationOf({
    notificationId: 'n2',
    title: 'Payout failed',
    body: '',
    priority: 'critical',
  });
  expect(shown.options.requireInteraction).toBe(true);
});

test('a push it cannot read still shows a plain notice', () => {
  expect(shownNotificationOf(null)).toEqual({
    title: 'Staydesk',
    options: { body: 'You have a new notification.', icon: '/favicon.svg' },
  });
});
