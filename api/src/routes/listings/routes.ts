import {
  listingResponseSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import { z } from 'zod';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { getListingCard } from '../../services/listings';
import { searchListings } from '../../services/listings-search';

const listingIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

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
    example: { request: () => ({ query: { query: 'harb', withGroups: 'false' } }) },
    handle: ({ auth, query }) =>
      searchListings(auth, {
        query: query.query,
        withGroups: query.withGroups === 'true',
        limit: query.limit,
      }),
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
