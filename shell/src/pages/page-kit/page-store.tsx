import { createElement, type FunctionComponent } from 'react';
import { Provider } from 'react-redux';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { pageApi } from './page-api';

interface SessionStore {
  session: Session;
  /** Names the store, so that what rendered inside the previous one starts again. */
  key: number;
  store: ReturnType<typeof createRemoteStore<'api'>>;
}

let current: SessionStore | null = null;

/**
 * One store per session: a role switch replaces the session, and what the pages read as the
 * previous role must not show as the new one's.
 */
function storeOf(session: Session): SessionStore {
  if (current?.session !== session)
    current = { session, key: (current?.key ?? 0) + 1, store: createRemoteStore(pageApi) };
  return current;
}

/** A shell page (or view) that reads through the page api, around the session's store. */
export function withPageStore<Props extends { platform: PlatformApi }>(
  Component: FunctionComponent<Props>,
) {
  function WithPageStore(props: Props) {
    const { key, store } = storeOf(props.platform.session);
    return <Provider store={store}>{createElement(Component, { ...props, key })}</Provider>;
  }
  return WithPageStore;
}
