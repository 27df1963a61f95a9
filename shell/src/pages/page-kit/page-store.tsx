import type { ComponentType } from 'react';
import { Provider, useDispatch } from 'react-redux';
import type { EventTopic, PlatformApi, Session } from '@staydesk/contracts';
import { createRemoteStore, useLiveEvents } from '@staydesk/design-system/platform';
import { pageApi, type PageTag } from './page-api';

type PageStore = ReturnType<typeof createPageStore>;
const createPageStore = () => createRemoteStore(pageApi);

let current: { session: Session; store: PageStore } | null = null;

/**
 * One store per session: a role switch replaces the session, and what the pages read as the
 * previous role must not show as the new one's.
 */
function storeOf(session: Session): PageStore {
  if (current?.session !== session) current = { session, store: createPageStore() };
  return current.store;
}

/** A shell page (or view) that reads through the page api, around the session's store. */
export function withPageStore<Props extends { platform: PlatformApi }>(
  Component: ComponentType<Props>,
) {
  function WithPageStore(props: Props) {
    return (
      <Provider store={storeOf(props.platform.session)}>
        <Component {...props} />
      </Provider>
    );
  }
  return WithPageStore;
}

/** Reads again what carries the tags whenever a live event of the topic arrives. */
export function useLiveRefetch(
  platform: PlatformApi,
  topic: EventTopic,
  tags: readonly PageTag[],
): void {
  const dispatch = useDispatch<PageStore['dispatch']>();
  useLiveEvents(platform, topic, () => dispatch(pageApi.util.invalidateTags([...tags])));
}
