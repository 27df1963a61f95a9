import type { Outage, RaiseOutage, SystemHealth } from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

/** The system page's reads and the outage banner admins raise and clear. */
export const systemApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    systemHealth: build.query<SystemHealth, void>({
      query: () => 'system/health',
      providesTags: ['SystemHealth'],
    }),
    outage: build.query<Outage, void>({
      query: () => 'system/outage',
      providesTags: ['Outage'],
    }),
    /** Raises the banner with what users should know, or clears it (null). */
    changeOutage: build.mutation<Outage, RaiseOutage | null>({
      query: (raised) =>
        raised
          ? { url: 'system/outage', method: 'PUT', body: raised }
          : { url: 'system/outage', method: 'DELETE' },
      // The answer is the banner as it now is: no second read.
      async onQueryStarted(_raised, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(systemApi.util.upsertQueryData('outage', undefined, data));
      },
    }),
  }),
});

export const { useSystemHealthQuery, useOutageQuery, useChangeOutageMutation } = systemApi;
