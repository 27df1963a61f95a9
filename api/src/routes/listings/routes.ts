import {
  listingFullQuerySchema,
  listingFullResponseSchema,
  listingPageQuerySchema,
  listingPageSchema,
  listingResponseSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import { z } from 'zod';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { getFullListing, getListingCard } from '../../services/listings';
import { listingsPage, searchListings } from '../../services/listings-search';

const listingIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** The first listing of a search without groups, for the links that act on it. */
const FIRST_LISTING = '$response.body#/0/id';

export const listingRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'listings.search',
    method: 'GET',
    path: '/api/listings',
    summary:
      "The caller's listings whose name or city starts with the query, by name, at most 10; in their groups with withGroups=true",
    tag: 'listings',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    query: listingSearchQuerySchema,
    response: {
      status: 200,
      description: 'Listings, or groups of listings',
      schema: listingSearchResponseSchema,
    },
    links: [
      { name: 'FirstListing', operationId: 'listings.get', parameters: { id: FIRST_LISTING } },
      {
        name: 'FirstListingReservations',
        operationId: 'reservations.list',
        parameters: { listingIds: FIRST_LISTING },
      },
      {
        name: 'CreateTaskAtFirstListing',
        operationId: 'commands.execute',
        requestBody: {
          action: {
            type: 'command',
            topic: 'tasks',
            event: 'task.create',
            payload: { title: 'Restock the welcome basket', listingId: FIRST_LISTING },
          },
        },
      },
    ],
    example: { request: () => ({ query: { query: 'harb', withGroups: 'false' } }) },
    handle: ({ auth, query }) =>
      searchListings(auth, {
        query: query.query,
        withGroups: query.withGroups === 'true',
        limit: query.limit,
      }),
  }),
  sessionRoute({
    id: 'listings.page',
    method: 'GET',
    path: '/api/listings/page',
    summary:
      "A page of the caller's listings by name (those whose name or city starts with the query), in their groups, with how many match in all",
    tag: 'listings',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    query: listingPageQuerySchema,
    response: { status: 200, description: 'A page of listings', schema: listingPageSchema },
    example: { request: () => ({ query: { offset: '0', limit: '24' } }) },
    handle: ({ auth, query }) => listingsPage(auth, query),
  }),
  // Before '/api/listings/:id', which would take 'full' for an id.
  sessionRoute({
    id: 'listings.full',
    method: 'GET',
    path: '/api/listings/full',
    summary:
      "One listing of the caller's customer whole, as a provider's property details show it; wifi and access notes only for roles that see all of the customer's tasks",
    tag: 'listings',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    query: listingFullQuerySchema,
    response: { status: 200, description: 'The listing', schema: listingFullResponseSchema },
    errors: [404],
    example: { request: ({ tenant }) => ({ query: { listingId: tenant.listingId } }) },
    handle: async ({ auth, query }) => ({ listing: await getFullListing(auth, query.listingId) }),
  }),
  sessionRoute({
    id: 'listings.get',
    method: 'GET',
    path: '/api/listings/:id',
    summary:
      "One listing of the caller's customer as its property card shows it (no access details)",
    tag: 'listings',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    params: listingIdParamsSchema,
    response: { status: 200, description: 'The listing', schema: listingResponseSchema },
    errors: [404],
    example: { request: ({ tenant }) => ({ params: { id: tenant.listingId } }) },
    handle: async ({ auth, params }) => ({ listing: await getListingCard(auth, params.id) }),
  }),
];
