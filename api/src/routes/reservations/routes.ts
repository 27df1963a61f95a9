import {
  accessCodeListQuerySchema,
  accessCodeListResponseSchema,
  PALETTE_COMMANDS,
  RESERVATION_READERS,
  reservationListQuerySchema,
  reservationListResponseSchema,
  reservationResponseSchema,
  rolesAccess,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { listAccessCodes } from '../../services/access-codes/access-codes';
import { getReservation } from '../../services/reservations';
import { listReservations } from '../../services/reservations-search';
import { reservationIdParamsSchema } from './schema';

const accessCodeEditors =
  PALETTE_COMMANDS.find((command) => command.id === 'seam.accessCode.update')?.roles ?? [];

const readers = rolesAccess(RESERVATION_READERS, 'see reservations');

export const reservationRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'reservations.list',
    method: 'GET',
    path: '/api/reservations',
    summary:
      "The caller's reservations by check-in, filtered by listings, current, prefix search (q), platform, status and dates, a page at a time",
    tag: 'reservations',
    access: readers,
    rateLimit: 'read',
    query: reservationListQuerySchema,
    response: {
      status: 200,
      description: 'A page of reservations',
      schema: reservationListResponseSchema,
    },
    example: { request: () => ({ query: { mode: 'current', q: 'own', limit: 10 } }) },
    handle: ({ auth, query }) => listReservations(auth, query),
  }),
  // Declared before /api/reservations/:id, which would otherwise take 'access' for an id.
  sessionRoute({
    id: 'reservations.accessCodes',
    method: 'GET',
    path: '/api/reservations/access',
    summary: "The door codes of one reservation of the caller's customer",
    tag: 'reservations',
    access: rolesAccess(accessCodeEditors, 'see access codes'),
    rateLimit: 'read',
    query: accessCodeListQuerySchema,
    response: {
      status: 200,
      description: 'The access codes',
      schema: accessCodeListResponseSchema,
    },
    errors: [404],
    example: { request: ({ tenant }) => ({ query: { reservationId: tenant.reservationId } }) },
    handle: ({ auth, query }) => listAccessCodes(auth, query.reservationId),
  }),
  sessionRoute({
    id: 'reservations.get',
    method: 'GET',
    path: '/api/reservations/:id',
    summary: "One reservation of the caller's customer, with its listing's name",
    tag: 'reservations',
    // The roles that read the list: field staff and partners read what a task needs of its stay
    // (check-in, check-out, guest count) in the task itself (decision 0037).
    access: readers,
    rateLimit: 'read',
    params: reservationIdParamsSchema,
    response: { status: 200, description: 'The reservation', schema: reservationResponseSchema },
    errors: [404],
    example: { request: ({ tenant }) => ({ params: { id: tenant.reservationId } }) },
    handle: async ({ auth, params }) => ({ reservation: await getReservation(auth, params.id) }),
  }),
];
