import { PLATFORM_NAMES, RESERVATION_STATUS_NAMES, type Reservation } from '@staydesk/contracts';

export const statusLabel = (status: Reservation['status']) => RESERVATION_STATUS_NAMES[status];
export const platformLabel = (platform: Reservation['platform']) => PLATFORM_NAMES[platform];

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
