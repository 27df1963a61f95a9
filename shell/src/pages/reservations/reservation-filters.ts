import type { Reservation } from '@staydesk/contracts';

export interface ReservationFilters {
  listingId: string;
  platform: Reservation['platform'] | '';
  status: Reservation['status'] | '';
  /** Calendar days 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  to: string;
}

export const NO_FILTERS: ReservationFilters = {
  listingId: '',
  platform: '',
  status: '',
  from: '',
  to: '',
};

/** The reservations page's call under /api: only the filters set, and the page to continue from. */
export function reservationsPath(filters: ReservationFilters, cursor?: string): string {
  const query = new URLSearchParams();
  if (filters.listingId) query.set('listingIds', filters.listingId);
  if (filters.platform) query.set('platform', filters.platform);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return `reservations${search ? `?${search}` : ''}`;
}
