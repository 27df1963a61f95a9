import {
  listingResponseSchema,
  listingSearchResponseSchema,
  reservationResponseSchema,
  taskTimeZoneSchema,
  type ListingCard,
  type ListingSummary,
  type Reservation,
} from '@staydesk/contracts';
import { api } from '../task-api';

/** Listing search answers listings, or groups of them; the picker lists the listings. */
const listingsOf = (body: unknown): ListingSummary[] =>
  listingSearchResponseSchema
    .parse(body)
    .flatMap((entry) => ('listings' in entry ? entry.listings : [entry]));

/**
 * What a new task is created for: its reservation, its listing's card, the listings to pick, and
 * the zone its template's due date is shown in (the listing's, else the customer's).
 */
export const creationContextApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservation: build.query<Reservation, string>({
      query: (id) => ({ url: `reservations/${encodeURIComponent(id)}` }),
      transformResponse: (body: unknown) => reservationResponseSchema.parse(body).reservation,
    }),
    getListing: build.query<ListingCard, string>({
      query: (id) => ({ url: `listings/${encodeURIComponent(id)}` }),
      transformResponse: (body: unknown) => listingResponseSchema.parse(body).listing,
    }),
    searchListings: build.query<ListingSummary[], string>({
      query: (text) => ({ url: 'listings', params: { query: text, withGroups: 'false' } }),
      transformResponse: listingsOf,
    }),
    getNewTaskTimeZone: build.query<string, string | null>({
      query: (listingId) => ({
        url: 'tasks/settings/time-zone',
        params: listingId ? { listingId } : {},
      }),
      transformResponse: (body: unknown) => taskTimeZoneSchema.parse(body).timeZone,
    }),
  }),
});

export const {
  useGetReservationQuery,
  useGetListingQuery,
  useSearchListingsQuery,
  useGetNewTaskTimeZoneQuery,
} = creationContextApi;
