import { notificationListSchema, type NotificationList } from '@staydesk/contracts';
import { logFailedListFetch } from '../notifications-api/list-fetch-errors';
import { api } from '../notifications-api';
import { listParams, type ListView } from './filters';

/** Rows per request: a screenful several times over, well under the API's maximum of 100. */
export const PAGE_SIZE = 50;

export interface NotificationPageArgs {
  view: ListView;
  /** A multiple of PAGE_SIZE. */
  offset: number;
}

export const pageOffsetOf = (index: number) => Math.floor(index / PAGE_SIZE) * PAGE_SIZE;

export const sidebarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a sidebar view; every page also carries the total and the unread counts. */
    getNotificationPage: build.query<NotificationList, NotificationPageArgs>({
      query: ({ view, offset }) => ({
        url: 'notifications',
        params: listParams(view, { offset, limit: PAGE_SIZE }),
      }),
      transformResponse: (body: unknown) => notificationListSchema.parse(body),
      providesTags: ['Notification'],
      onQueryStarted: logFailedListFetch,
    }),
  }),
});

export const { useGetNotificationPageQuery } = sidebarApi;
export const useNotificationPageState = sidebarApi.endpoints.getNotificationPage.useQueryState;
