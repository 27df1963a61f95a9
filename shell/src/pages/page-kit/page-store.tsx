import { createElement, type FunctionComponent } from 'react';
import { Provider } from 'react-redux';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { pageApi } from './page-api';

interface SessionStore {
  reader: string;
  /** Names the store, so that what rendered inside the previous one starts again. */
  key: number;
  store: ReturnType<typeof createRemoteStore<'api'>>;
}

const stores = new WeakMap<PlatformApi, SessionStore>();

/** Who the API answers the pages for: the same user may read more as another role. */
const readerOf = (session: Session) =>
  `${session.user.id} ${session.customerId} ${session.currentRole}`;

/**
 * One store per platform and reader: what the pages read as the previous role (a role switch)
 * must not show as the new one's. A new name or a verified address keeps the store.
 */
function storeOf(platform: PlatformApi): SessionStore {
  const reader = readerOf(platform.session);
  let current = stores.get(platform);
  if (current?.reader !== reader) {
    current = { reader, key: (current?.key ?? 0) + 1, store: createRemoteStore(pageApi) };
    stores.set(platform, current);
  }
  return current;
}

/** A shell page (or view) that reads through the page api, around the session's store. */
export function withPageStore<Props extends { platform: PlatformApi }>(
  Component: FunctionComponent<Props>,
) {
  function WithPageStore(props: Props) {
    const { key, store } = storeOf(props.platform);
    return <Provider store={store}>{createElement(Component, { ...props, key })}</Provider>;
  }
  return WithPageStore;
}
