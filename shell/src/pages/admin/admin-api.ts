import type { AdminCustomers, ImpersonationRequest } from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

/** The customer directories of admins and super users, and the impersonation they start. */
export const adminApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    /** The directory at the path under /api the kind of admin reads. */
    customers: build.query<AdminCustomers, string>({
      query: (path) => path,
      providesTags: ['Customers'],
    }),
    /** Starts impersonating at the path under /api the kind of admin starts it. */
    impersonate: build.mutation<unknown, { path: string; request: ImpersonationRequest }>({
      query: ({ path, request }) => ({ url: path, method: 'POST', body: request }),
    }),
  }),
});

export const { useCustomersQuery, useImpersonateMutation } = adminApi;
