import { reservationResponseSchema, SIGNED_IN_ACCESS } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { getReservation } from '../../services/reservations';
import { reservationIdParamsSchema } from './schema';

export const reservationRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'reservations.get',
    method: 'GET',
    path: '/api/reservations/:id',
    summary: "One reservation of the caller's customer, with its listing's name",
    tag: 'reservations',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    params: reservationIdParamsSchema,
    response: { status: 200, description: 'The reservation', schema: reservationResponseSchema },
    errors: [404],
    example: { request: ({ tenant }) => ({ params: { id: tenant.reservationId } }) },
    handle: async ({ auth, params }) => ({ reservation: await getReservation(auth, params.id) }),
  }),
];
