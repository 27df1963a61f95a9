import type { Notification } from '@staydesk/contracts';
import { fakeNotificationsBackend, type FakeNotificationsApi } from './fake-notifications-api';

/**
 * Storybook: global fetch answered by an in-memory notifications API, slowed a little so
 * loading states show as they would.
 */
export function serveNotificationsInStory(
  notifications: Notification[],
  configure: (api: FakeNotificationsApi) => void = () => undefined,
): FakeNotificationsApi {
  const { api, answer } = fakeNotificationsBackend(notifications);
  configure(api);
  globalThis.fetch = async (input, init) => {
    const { status = 200, body } = await answer(new Request(input, init));
    await new Promise((resolve) => setTimeout(resolve, 150));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return api;
}
