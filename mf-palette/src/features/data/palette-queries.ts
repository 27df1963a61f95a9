import {
  automationsSchema,
  LISTING_SEARCH_LIMIT,
  RESERVATION_LIST_LIMIT,
  taskTemplatesFrom,
  type AccessCode,
  type ListingSummary,
  type Reservation,
  type ReservationDetail,
  type ReservationSearchResult,
  type Task,
  type TaskTemplate,
  type TeamUser,
} from '@staydesk/contracts';
import { createRemoteApi } from '@staydesk/design-system/platform';

/** The remote's one api: listings, reservations and tasks the command steps search. */
export const api = createRemoteApi({ tagTypes: ['Listing', 'Reservation', 'Task', 'AccessCode'] });

/** A reservation as a step picks it: from search, from a listing's list or the open one. */
export type PickedReservation = Pick<
  Reservation,
  | 'id'
  | 'guestName'
  | 'confirmationCode'
  | 'listingId'
  | 'listingName'
  | 'checkIn'
  | 'checkOut'
  | 'status'
  | 'platform'
> &
  Partial<Pick<Reservation, 'checkInTime' | 'checkOutTime' | 'guestContact'>> &
  Partial<Pick<ReservationDetail, 'guests' | 'pricing'>>;

/** The search answers {results}; a listing's reservations come as {reservations}. */
function reservationsOf(body: unknown): PickedReservation[] {
  if (typeof body !== 'object' || body === null) return [];
  if ('results' in body) return body.results as ReservationSearchResult[];
  if ('reservations' in body) return body.reservations as ReservationDetail[];
  return [];
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

export interface ReservationQuery {
  q: string;
  /** The listing the step is for; none searches every reservation. */
  listingId?: string;
  /** Task creation looks at every stay, not only the current ones. */
  currentOnly: boolean;
}

const paletteApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchListings: build.query<ListingSummary[], string>({
      query: (text) => `/listings?${query({ query: text, withGroups: 'false' })}`,
      transformResponse: (body: unknown) =>
        (Array.isArray(body) ? (body as ListingSummary[]) : []).slice(0, LISTING_SEARCH_LIMIT),
      providesTags: ['Listing'],
    }),
    searchReservations: build.query<PickedReservation[], ReservationQuery>({
      query: ({ q, listingId, currentOnly }) =>
        listingId
          ? `/reservations?${query({ listingIds: listingId, limit: RESERVATION_LIST_LIMIT, mode: currentOnly ? 'current' : undefined, q })}`
          : `/search/reservations?${query({ q, current: q === '' ? 'true' : undefined })}`,
      transformResponse: (body: unknown) => reservationsOf(body).slice(0, RESERVATION_LIST_LIMIT),
      providesTags: ['Reservation'],
    }),
    reservation: build.query<Reservation, string>({
      query: (id) => `/reservations/${encodeURIComponent(id)}`,
      transformResponse: (body: { reservation: Reservation }) => body.reservation,
      providesTags: ['Reservation'],
    }),
    /**
     * A picked reservation with its guests and full pricing, which search results do not carry:
     * read from its listing's list, narrowed by its confirmation code.
     */
    reservationDetail: build.query<
      ReservationDetail | null,
      Pick<PickedReservation, 'id' | 'listingId' | 'confirmationCode'>
    >({
      query: ({ listingId, confirmationCode }) =>
        `/reservations?${query({ listingIds: listingId, q: confirmationCode, limit: RESERVATION_LIST_LIMIT })}`,
      transformResponse: (body: { reservations?: ReservationDetail[] }, _meta, picked) =>
        body.reservations?.find((reservation) => reservation.id === picked.id) ?? null,
      providesTags: ['Reservation'],
    }),
    accessCodes: build.query<AccessCode[], string>({
      query: (reservationId) => `/reservations/access?${query({ reservationId })}`,
      transformResponse: (body: { accessCodes?: AccessCode[] }) => body.accessCodes ?? [],
      providesTags: ['AccessCode'],
    }),
    tasksDueBetween: build.query<Task[], { listingId: string; dueFrom: string; dueTo: string }>({
      query: ({ listingId, dueFrom, dueTo }) =>
        `/tasks?${query({ listings: listingId, dueFrom, dueTo, limit: 50 })}`,
      transformResponse: (body: { tasks: Task[] }) => body.tasks,
      providesTags: ['Task'],
    }),
    taskTemplates: build.query<TaskTemplate[], void>({
      query: () => '/tasks/settings/automations',
      transformResponse: (body: unknown) => taskTemplatesFrom(automationsSchema.parse(body).events),
    }),
    teamMembers: build.query<TeamUser[], void>({
      query: () => '/user/users',
      transformResponse: (body: { users: TeamUser[] }) => body.users,
    }),
  }),
});

export const {
  useSearchListingsQuery,
  useSearchReservationsQuery,
  useReservationQuery,
  useReservationDetailQuery,
  useAccessCodesQuery,
  useTaskTemplatesQuery,
  useTasksDueBetweenQuery,
  useTeamMembersQuery,
} = paletteApi;
