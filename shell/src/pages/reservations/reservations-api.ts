import type {
  PlatformApi,
  Reservation,
  ReservationDetail,
  ReservationListResponse,
} from '@staydesk/contracts';
import { useLiveInvalidation } from '@staydesk/design-system/platform';
import { pageApi } from '../page-kit/page-api';
import { reservationsPath, type ReservationFilters } from './reservation-filters';

/** What the reservation view needs; the detailed read model adds the breakdown of the price. */
export type ViewedReservation = Reservation | ReservationDetail;

/** The reservations' reads for the reservation view, the reservations, finance and listing pages. */
export const reservationsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    getReservation: build.query<ViewedReservation, string>({
      query: (reservationId) => `reservations/${encodeURIComponent(reservationId)}`,
      transformResponse: (answer: { reservation: ViewedReservation }) => answer.reservation,
      providesTags: (_answer, _error, reservationId) => [
        { type: 'Reservation', id: reservationId },
      ],
    }),
    /** One answer of reservations, for the query string given ('?limit=100'). */
    listReservations: build.query<ReservationListResponse, string>({
      query: (search) => `reservations${search}`,
      providesTags: ['Reservation'],
    }),
    /** The reservations matching the filters, a page at a time. */
    reservationPages: build.infiniteQuery<
      ReservationListResponse,
      ReservationFilters,
      string | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => reservationsPath(queryArg, pageParam ?? undefined),
      providesTags: ['Reservation'],
    }),
  }),
});

export const {
  useGetReservationQuery,
  useListReservationsQuery,
  useReservationPagesInfiniteQuery,
} = reservationsApi;

/** A live change of any reservation reads every shown reservation again. */
export const useLiveReservations = (platform: PlatformApi) =>
  useLiveInvalidation<'Reservation'>(platform, 'reservations', pageApi, () => ['Reservation']);
