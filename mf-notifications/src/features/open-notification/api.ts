import { reservationResponseSchema, type Reservation } from '@staydesk/contracts';
import { api } from '../notifications-api';

export const reservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservation: build.query<Reservation, string>({
      query: (id) => `reservations/${encodeURIComponent(id)}`,
      transformResponse: (body: unknown) => reservationResponseSchema.parse(body).reservation,
    }),
  }),
});

export const { useGetReservationQuery } = reservationApi;
