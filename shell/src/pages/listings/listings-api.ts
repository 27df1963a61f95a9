import {
  LISTINGS_PAGE_SIZE,
  type ListingCard,
  type ListingPage,
  type ListingSummary,
} from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

export interface ListingPageQuery {
  query: string;
  offset: number;
}

/** The listing page's call under /api: a page of the listings matching the search. */
const listingsPath = ({ query, offset }: ListingPageQuery) =>
  `listings/page?${new URLSearchParams({
    query: query.trim(),
    offset: String(offset),
    limit: String(LISTINGS_PAGE_SIZE),
  }).toString()}`;

/** The listings' reads for the listings, listing and reservations pages. */
export const listingsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    listingPage: build.query<ListingPage, ListingPageQuery>({
      query: listingsPath,
      providesTags: ['Listing'],
    }),
    getListing: build.query<ListingCard, string>({
      query: (listingId) => `listings/${encodeURIComponent(listingId)}`,
      transformResponse: (answer: { listing: ListingCard }) => answer.listing,
      providesTags: (_answer, _error, listingId) => [{ type: 'Listing', id: listingId }],
    }),
    /** Every listing by name, without its group: the reservations page's filter. */
    listingSummaries: build.query<ListingSummary[], void>({
      query: () => 'listings?withGroups=false',
      providesTags: ['Listing'],
    }),
  }),
});

export const { useListingPageQuery, useGetListingQuery, useListingSummariesQuery } = listingsApi;
