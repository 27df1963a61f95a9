import type { Notification } from '@staydesk/contracts';
import { stubFetch } from '@staydesk/design-system/testing';
import { fakeNotificationsBackend, type FakeNotificationsApi } from './fake-notifications-api';

/** Jest: global fetch answered by an in-memory notifications API for this test. */
export function fakeNotificationsApi(notifications: Notification[]): FakeNotificationsApi {
  const { api, answer } = fakeNotificationsBackend(notifications);
  stubFetch(answer);
  return api;
}
