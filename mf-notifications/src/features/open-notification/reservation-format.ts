import type { Reservation } from '@staydesk/contracts';

const STATUS_LABELS: Record<Reservation['status'], string> = {
  inquiry: 'Inquiry',
  pending: 'Pending',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

const PLATFORM_LABELS: Record<Reservation['platform'], string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  direct: 'Direct',
};

export const statusLabel = (status: Reservation['status']) => STATUS_LABELS[status];
export const platformLabel = (platform: Reservation['platform']) => PLATFORM_LABELS[platform];

/** 'Fri, Dec 4, 2026 at 15:00' from a calendar day and a time of day. */
export function stayDate(day: string, time: string): string {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return `${day} at ${time}`;
  const label = date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${label} at ${time}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 guests (2 adults, 1 child)', pets after the people. */
export function guestSummary(guests: Reservation['guests']): string {
  const parts = [
    plural(guests.adults, 'adult', 'adults'),
    guests.children > 0 && plural(guests.children, 'child', 'children'),
    guests.infants > 0 && plural(guests.infants, 'infant', 'infants'),
    guests.pets > 0 && plural(guests.pets, 'pet', 'pets'),
  ].filter(Boolean);
  return `${plural(guests.total, 'guest', 'guests')} (${parts.join(', ')})`;
}
