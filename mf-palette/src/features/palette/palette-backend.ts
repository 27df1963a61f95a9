import type { AutomationEvent, Listing, Reservation } from '@staydesk/contracts';
import { stubFetch, type StubReply } from '@staydesk/design-system/testing';

export const listing = (id: string, name: string, city = 'Lisbon'): Listing => ({
  id,
  name,
  city,
  thumbnail: null,
  groupId: null,
  location: { address: '1 Main St', city, state: '', zipcode: '' },
  photos: [],
  details: {
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 1,
    propertyType: 'Apartment',
    roomType: 'Entire home',
  },
  currency: 'USD',
});

export const reservation = (
  id: string,
  guestName: string,
  confirmationCode: string,
  overrides: Partial<Reservation> = {},
): Reservation => ({
  id,
  guestName,
  guestContact: null,
  confirmationCode,
  listingId: 'sea-view',
  listingName: 'Sea view loft',
  listingThumbnail: null,
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  status: 'confirmed',
  platform: 'airbnb',
  guests: { total: 2, adults: 2, children: 0, infants: 0, pets: 0 },
  pricing: { total: 800, currency: 'USD' },
  ...overrides,
});

export const LISTINGS = [
  listing('sea-view', 'Sea view loft'),
  listing('harbour', 'Harbour flat', 'Porto'),
  listing('sea-cabin', 'Sea cabin'),
  listing('sea-garden', 'Sea garden house'),
  listing('sea-tower', 'Sea tower studio'),
];

export const RESERVATIONS = [
  reservation('r-zoe', 'Zoë Seaborn', 'HMSEA123'),
  reservation('r-ana', 'Ana Lima', 'HMANA456', {
    listingId: 'harbour',
    listingName: 'Harbour flat',
  }),
];

export const TURNOVER_AUTOMATION: AutomationEvent = {
  id: 'turnover',
  name: 'Turnover clean',
  description: 'Clean after each stay',
  eventType: 'reservation.checkout',
  isActive: true,
  metadata: {},
  actions: [
    {
      actionType: 'create_task',
      configuration: {
        category: 'cleaning',
        titleTemplate: 'Turnover clean',
        dueDate: { baseDate: 'checkOut', offsetHours: 2 },
      },
    },
  ],
};

const contains = (text: string, query: string) => text.toLowerCase().includes(query.toLowerCase());

export type PaletteRoutes = Partial<Record<string, (url: URL) => StubReply>>;

/**
 * Answers the palette's reads from the fixtures above, as the API would for a query; a test
 * replaces the routes it is about.
 */
export function stubPaletteApi(routes: PaletteRoutes = {}) {
  const defaults: Record<string, (url: URL) => StubReply> = {
    '/api/listings': (url) => ({
      body: LISTINGS.filter((found) => contains(found.name, url.searchParams.get('query') ?? '')),
    }),
    '/api/search/reservations': (url) => {
      const q = url.searchParams.get('q') ?? '';
      return {
        body: {
          results: RESERVATIONS.filter(
            (found) => contains(found.guestName, q) || contains(found.confirmationCode, q),
          ),
        },
      };
    },
    '/api/reservations': (url) => ({
      body: {
        reservations: RESERVATIONS.filter(
          (found) => found.listingId === url.searchParams.get('listingIds'),
        ),
      },
    }),
    '/api/tasks/settings/automations': () => ({ body: { events: [TURNOVER_AUTOMATION] } }),
    '/api/tasks': () => ({ body: { tasks: [], nextCursor: null, scopeLabel: 'All tasks' } }),
    '/api/user/users': () => ({ body: { users: [], groups: [] } }),
  };
  return stubFetch((request) => {
    const url = new URL(request.url);
    const route = routes[url.pathname] ?? defaults[url.pathname];
    if (route) return route(url);
    const one = /^\/api\/reservations\/([^/]+)$/.exec(url.pathname);
    const found = RESERVATIONS.find((candidate) => candidate.id === one?.[1]);
    return found ? { body: { reservation: found } } : { status: 404, body: { error: 'Not found' } };
  });
}
