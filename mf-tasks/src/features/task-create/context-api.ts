import {
  listingResponseSchema,
  reservationResponseSchema,
  type ListingCard,
  type Reservation,
} from '@staydesk/contracts';
import { api } from '../../store';

/** What a new task is created for: its reservation and its listing's card. */
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
  }),
});

export const { useGetReservationQuery, useGetListingQuery } = creationContextApi;
