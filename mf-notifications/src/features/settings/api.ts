import {
  NOTIFICATION_PREFERENCES_PATH,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@staydesk/contracts';
import { api } from '../notifications-api';

// The remote's base query already points at '/api'.
const url = NOTIFICATION_PREFERENCES_PATH.replace(/^\/api\//, '');
const parse = (body: unknown) => notificationPreferencesSchema.parse(body);

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => url,
      transformResponse: parse,
    }),
    /**
     * Replaces the whole object; the answer becomes the page's saved state at once (updating
     * the cached query synchronously, before the caller's unwrap() continues).
     */
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (preferences) => ({ url, method: 'PUT', body: preferences }),
      transformResponse: parse,
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            preferencesApi.util.updateQueryData(
              'getNotificationPreferences',
              undefined,
              () => data,
            ),
          );
        } catch {
          // The page reports the failure from the mutation itself.
        }
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } =
  preferencesApi;
