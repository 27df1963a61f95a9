// How pages name platforms, stays and properties. No zod here: the shell's first load and the
// design system's shared panels read these, and a schema would bring zod along.

export const RESERVATION_PLATFORMS = ['airbnb', 'booking', 'direct'] as const;
export type ReservationPlatform = (typeof RESERVATION_PLATFORMS)[number];

/** How pages name each platform a stay is booked on or a listing is published on. */
export const PLATFORM_NAMES: Record<ReservationPlatform, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  direct: 'Direct',
};

export const RESERVATION_STATUSES = [
  'inquiry',
  'pending',
  'accepted',
  'confirmed',
  'cancelled',
] as const;

/** How pages name each state of a stay. */
export const RESERVATION_STATUS_NAMES: Record<(typeof RESERVATION_STATUSES)[number], string> = {
  inquiry: 'Inquiry',
  pending: 'Pending',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** Name as a property card shows it: the text before a middle dot, cut to 25 characters. */
export function shortPropertyName(name: string, max = 25): string {
  const beforeDot = (name.split('·')[0] ?? name).trim();
  return beforeDot.length > max ? `${beforeDot.slice(0, max)}…` : beforeDot;
}
