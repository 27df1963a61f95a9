import {
  categoryOf,
  defaultPriorityOf,
  type Notification,
  type NotificationType,
  type Reservation,
} from '@staydesk/contracts';

const SAMPLES: ReadonlyArray<{ type: NotificationType; title: string; description: string }> = [
  {
    type: 'reservation_created',
    title: 'New reservation',
    description: 'Jordan Lee booked Harbor View Loft for 3 nights.',
  },
  {
    type: 'payment_failure',
    title: 'Guest payment failed',
    description:
      'The guest payment for reservation HM4X2 failed. Ask the guest to update their card before check-in, or the booking will be cancelled automatically by the platform in 24 hours.',
  },
  {
    type: 'message',
    title: 'New message from Sam Rivera',
    description: 'Is early check-in possible on Friday?',
  },
  {
    type: 'review_positive',
    title: 'Five-star review',
    description: 'Priya loved the hot tub at Pine Ridge Cabin.',
  },
  {
    type: 'payout_completed',
    title: 'Payout completed',
    description: 'Your payout of $1,240.00 is on its way.',
  },
  {
    type: 'listing_suspended',
    title: 'Listing suspended',
    description: 'Dune House was suspended by the platform.',
  },
  { type: 'sync', title: 'Calendars in sync', description: 'All 12 calendars are up to date.' },
  {
    type: 'guest_request',
    title: 'Guest request',
    description: 'Noah Kim asked for an extra set of towels.',
  },
];

/** `count` notifications, newest first, a few minutes apart; every third one unread. */
export function manyNotifications(
  count: number,
  now = new Date('2026-11-21T10:00:00.000Z'),
): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length]!;
    return {
      id: `notification-${index + 1}`,
      title: `${sample.title} #${index + 1}`,
      description: sample.description,
      type: sample.type,
      category: categoryOf(sample.type),
      priority: defaultPriorityOf(sample.type),
      is_read: index % 3 !== 0,
      is_archived: false,
      created_at: new Date(now.getTime() - index * 7 * 60_000).toISOString(),
      source_type: null,
      source_reference: null,
      external_link: null,
      metadata: {},
    };
  });
}

export const reservationFixture: Reservation = {
  id: 'reservation-1',
  guestName: 'Jordan Lee',
  guestContact: 'jordan@example.com',
  confirmationCode: 'HM4X2',
  listingId: 'listing-1',
  listingName: 'Harbor View Loft · 2BR',
  listingThumbnail: null,
  checkIn: '2026-12-04',
  checkOut: '2026-12-07',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  status: 'confirmed',
  platform: 'airbnb',
  guests: { total: 3, adults: 2, children: 1, infants: 0, pets: 0 },
  pricing: { total: 840, currency: 'USD' },
};
