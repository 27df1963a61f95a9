import {
  notificationListSchema,
  type NotificationAction,
  type NotificationList,
} from '@staydesk/contracts';
import { logFailedListFetch } from '../../list-fetch-errors';
import { api } from '../../store';

/** The dropdown shows the 5 newest notifications (spec: shell §9). */
export const DROPDOWN_ITEMS = 5;

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
