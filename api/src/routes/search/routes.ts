import {
  PALETTE_COMMANDS,
  reservationSearchQuerySchema,
  reservationSearchResponseSchema,
  rolesAccess,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { searchReservations } from '../../services/reservations-search';

/** Global search is the palette's: field staff have neither. */
const searchers = PALETTE_COMMANDS.find((command) => command.id === 'search')?.roles ?? [];

export const searchRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'search.reservations',
    method: 'GET',
    path: '/api/search/reservations',
    summary:
      "The caller's reservations whose guest name, confirmation code or listing starts with q; the current ones with current=true and no q",
    tag: 'search',
    access: rolesAccess(searchers, 'search'),
    rateLimit: 'read',
    query: reservationSearchQuerySchema,
    response: {
      status: 200,
      description: 'Matching reservations and how many match in all',
      schema: reservationSearchResponseSchema,
    },
    example: { request: () => ({ query: { q: 'hm' } }) },
    handle: ({ auth, query }) => searchReservations(auth, query),
  }),
];
