import type { ApiErrorBody, PlatformApi, Profile, VerificationChannel } from '@staydesk/contracts';

/** The API's answer: the profile, or the message it refused with. */
export type ProfileResult = { profile: Profile } | { error: string };

async function profileResult(response: Response): Promise<ProfileResult> {
  if (response.ok) return { profile: (await response.json()) as Profile };
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return { error: body?.error.message ?? 'Something went wrong. Please try again.' };
}

export function profileApi(apiFetch: PlatformApi['apiFetch']) {
  const send = (method: string, path: string, body?: object) =>
    apiFetch(path, { method, body: body && JSON.stringify(body) }).then(profileResult, () => ({
      error: 'No connection. Please try again.',
    }));
  return {
    load: () => send('GET', '/api/profile'),
    rename: (name: string) => send('PATCH', '/api/profile', { name }),
    setImage: (image: string) => send('PUT', '/api/profile/image', { image }),
    removeImage: () => send('DELETE', '/api/profile/image'),
    sendCode: (channel: VerificationChannel, target: string) =>
      send('POST', '/api/profile/verification', { channel, target }),
    confirmCode: (channel: VerificationChannel, code: string) =>
      send('POST', '/api/profile/verification/confirm', { channel, code }),
  };
}
export type ProfileApi = ReturnType<typeof profileApi>;
