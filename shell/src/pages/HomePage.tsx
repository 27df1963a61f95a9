import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { PlatformApi } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import type * as InboxModule from './inbox/Inbox';
import { useAfterFirstPaint } from './use-after-first-paint';

let loadedInbox: ComponentType<{ platform: PlatformApi }> | undefined;

/** Notes the inbox's module: from its chunk in the browser, imported as it is on the server. */
export const inboxLoaded = <Module extends typeof InboxModule>(module: Module) => {
  loadedInbox = module.default;
  return module;
};
const importInbox = () => import('./inbox/Inbox').then(inboxLoaded);

/**
 * Asks for the inbox's code and reads its items while something else is on screen (the first
 * sign-in's boot loader): the list then comes with the chrome's first render. Never rejects: the
 * inbox asks again itself.
 */
export const preloadInbox = (): Promise<void> =>
  importInbox().then(
    (module) => module.prepareInboxItems(),
    () => undefined,
  );

/**
 * Its own chunk, with the entry's early read of its items: asked for once the chrome and the
 * greeting are painted, or at once where the server's view shows the list. There, the
 * list stays as the server drew it until both are in, then comes to life in place.
 */
const Inbox = lazy(() => preloadInbox().then(importInbox));

/**
 * The browser takes over the page the server drew: the list's code is asked for at once, and
 * the drawn list stays until it has come to life. (The server itself draws the loaded list.)
 */
const drawnByServer = () => !!globalThis.document?.getElementById('root')?.firstChild;

/** The landing page: the caller's inbox of what needs their attention. */
export function HomePage({ platform }: { platform: PlatformApi }) {
  const painted = useAfterFirstPaint();
  const [serverDrawn] = useState(drawnByServer);
  const showInbox = painted || serverDrawn;
  // As it was at the first render: the lazy inbox, once in, must not give way to the loaded one.
  const [Preloaded] = useState(() => loadedInbox);
  // The inbox is the current role's (a team lead's team, a cleaner's own work): a role switch
  // reads it anew, as the server answers for the role the session is in now.
  const role = platform.session.currentRole;
  // The same element while nothing it shows changes: the chrome's renders after the first paint
  // would otherwise reach a drawn list still waiting for its code, and React would replace it.
  const inbox = useMemo(() => {
    const loading = <Skeleton height={160} />;
    return (
      <Suspense fallback={loading}>
        {Preloaded ? (
          <Preloaded key={role} platform={platform} />
        ) : showInbox ? (
          <Inbox key={role} platform={platform} />
        ) : (
          loading
        )}
      </Suspense>
    );
  }, [Preloaded, showInbox, platform, role]);
  return (
    <section aria-labelledby="home-title" css={{ padding: 16, maxWidth: 960 }}>
      <h1 id="home-title" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Welcome back, {platform.session.user.name.split(' ')[0]}
      </h1>
      {inbox}
    </section>
  );
}
