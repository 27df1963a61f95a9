import {
  notificationListSchema,
  type NotificationAction,
  type NotificationList,
} from '@staydesk/contracts';
import { logFailedListFetch } from '../notifications-api/list-fetch-errors';
import { api, store } from '../notifications-api';
import { DROPDOWN_ITEMS } from './latest-notifications';

export const notificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestNotifications: build.query<NotificationList, void>({
      query: () => ({ url: 'notifications', params: { limit: DROPDOWN_ITEMS } }),
      transformResponse: (body: unknown) => notificationListSchema.parse(body),
      providesTags: ['Notification'],
      onQueryStarted: logFailedListFetch,
    }),
    /** Read and archive changes (PATCH /api/notifications); every list refetches after. */
    updateNotifications: build.mutation<{ success: boolean }, NotificationAction>({
      query: (action) => ({ url: 'notifications', method: 'PATCH', body: action }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetLatestNotificationsQuery, useUpdateNotificationsMutation } = notificationApi;

/** The list the bell showed before the store loaded: checked like a fetched one, then cached. */
export function seedLatestNotifications(list: unknown): void {
  const checked = notificationListSchema.safeParse(list);
  if (!checked.success) return;
  // Entries, not upsertQueryData: synchronous, so the bell's query finds it on its first render.
  store.dispatch(
    notificationApi.util.upsertQueryEntries([
      { endpointName: 'getLatestNotifications', arg: undefined, value: checked.data },
    ]),
  );
}
