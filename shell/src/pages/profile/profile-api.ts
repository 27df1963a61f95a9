import { useMemo } from 'react';
import { errorMessageOf, type Profile, type VerificationChannel } from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

/** The API's answer: the profile, or the message it refused with. */
export type ProfileResult = { profile: Profile } | { error: string };

interface ProfileChange {
  method: 'PATCH' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  body?: object;
}

/** The caller's profile, and its changes: each answers the profile as it now is. */
export const profileEndpoints = pageApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'profile',
      providesTags: ['Profile'],
    }),
    changeProfile: build.mutation<Profile, ProfileChange>({
      query: ({ method, path, body }) => ({ url: path, method, body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(profileEndpoints.util.upsertQueryData('getProfile', undefined, answer.data));
      },
    }),
  }),
});

export const { useGetProfileQuery } = profileEndpoints;

/** What the profile page says when a read or a change of the profile failed. */
export function profileErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if (error.status === 'FETCH_ERROR') return 'No connection. Please try again.';
    if ('data' in error)
      return errorMessageOf(error.data, 'Something went wrong. Please try again.');
  }
  return 'Something went wrong. Please try again.';
}

/** The profile's changes, each settling with the profile or the message it was refused with. */
export function useProfileApi() {
  const [change] = profileEndpoints.useChangeProfileMutation();
  return useMemo(() => {
    const send = (method: ProfileChange['method'], path: string, body?: object) =>
      change({ method, path, ...(body && { body }) }).then(({ data, error }): ProfileResult =>
        data ? { profile: data } : { error: profileErrorMessage(error) },
      );
    return {
      rename: (name: string) => send('PATCH', 'profile', { name }),
      setImage: (image: string) => send('PUT', 'profile/image', { image }),
      removeImage: () => send('DELETE', 'profile/image'),
      sendCode: (channel: VerificationChannel, target: string) =>
        send('POST', 'profile/verification', { channel, target }),
      confirmCode: (channel: VerificationChannel, code: string) =>
        send('POST', 'profile/verification/confirm', { channel, code }),
    };
  }, [change]);
}
export type ProfileApi = ReturnType<typeof useProfileApi>;
