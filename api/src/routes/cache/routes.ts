import {
  cacheStatusRequestSchema,
  cacheStatusResponseSchema,
  SIGNED_IN_ACCESS,
  teamSchema,
  workspaceCalendarSchema,
  workspaceListingsSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { teamOf } from '../../services/tasks-team';
import { cacheStatus, withCacheToken } from '../../services/workspace-cache';
import { workspaceCalendar, workspaceListings } from '../../services/workspace-cache-snapshot';
import { requireCurrentCustomer } from '../tasks/access';

export const cacheRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'cache.customer',
    method: 'GET',
    path: '/api/cache/customer',
    summary: "The customer's users and groups, as the workspace keeps them in the browser",
    tag: 'cache',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'Users and groups', schema: teamSchema },
    handle: ({ auth, ctx }) => withCacheToken(auth, ctx, 'customer', () => teamOf(auth)),
  }),
  sessionRoute({
    id: 'cache.listings',
    method: 'GET',
    path: '/api/cache/listings',
    summary: 'Every listing of the customer in its group, as the workspace keeps them',
    tag: 'cache',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'Listings by group', schema: workspaceListingsSchema },
    handle: ({ auth, ctx }) => withCacheToken(auth, ctx, 'listings', () => workspaceListings(auth)),
  }),
  sessionRoute({
    id: 'cache.calendar',
    method: 'GET',
    path: '/api/cache/calendar',
    summary:
      'The reservations not over by today that begin within 90 days, as the workspace keeps them',
    tag: 'cache',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The calendar', schema: workspaceCalendarSchema },
    handle: ({ auth, ctx }) => withCacheToken(auth, ctx, 'calendar', () => workspaceCalendar(auth)),
  }),
  sessionRoute({
    id: 'cache.status',
    method: 'POST',
    path: '/api/cache/status',
    summary:
      "The current tokens of the workspace's cached customer, listings and calendar data, and which of the client's differ",
    tag: 'cache',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    body: cacheStatusRequestSchema,
    response: { status: 200, description: 'Tokens and changes', schema: cacheStatusResponseSchema },
    example: {
      request: ({ tenant }) => ({
        body: { customerId: tenant.customerId, tokens: {}, acknowledgments: [] },
      }),
    },
    handle({ auth, body, ctx }) {
      requireCurrentCustomer(auth, body.customerId);
      return cacheStatus(auth, body, ctx);
    },
  }),
];
