import { lazy, Suspense, type ComponentType } from 'react';
import type { PlatformApi } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { useAfterFirstPaint } from './use-after-first-paint';

let loadedInbox: ComponentType<{ platform: PlatformApi }> | undefined;
const importInbox = () =>
  import('./inbox/Inbox').then((module) => {
    loadedInbox = module.default;
    return module;
  });
/** Its own chunk, asked for once the chrome and the greeting are painted; its early read is under way. */
const Inbox = lazy(importInbox);

/**
 * Asks for the inbox's code and reads its items while the first sign-in's boot loader shows:
 * the wait is there anyway, and the list then comes with the chrome's first paint.
 */
export const preloadInbox = (): void =>
  void importInbox().then(
    (module) => module.prepareInboxItems(),
    () => undefined,
  );

/** The landing page: the caller's inbox of what needs their attention. */
export function HomePage({ platform }: { platform: PlatformApi }) {
  const painted = useAfterFirstPaint();
  const loading = <Skeleton height={160} />;
  const Preloaded = loadedInbox;
  return (
    <section aria-labelledby="home-title" css={{ padding: 16, maxWidth: 960 }}>
      <h1 id="home-title" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Welcome back, {platform.session.user.name.split(' ')[0]}
      </h1>
      {Preloaded ? (
        <Preloaded platform={platform} />
      ) : (
        <Suspense fallback={loading}>{painted ? <Inbox platform={platform} /> : loading}</Suspense>
      )}
    </section>
  );
}
