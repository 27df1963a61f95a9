import { lazy, Suspense } from 'react';
import type { PlatformApi } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { useAfterFirstPaint } from './use-after-first-paint';

/** Its own chunk, asked for once the chrome and the greeting are painted; its early read is under way. */
const Inbox = lazy(() => import('./inbox/Inbox'));

/** The landing page: the caller's inbox of what needs their attention. */
export function HomePage({ platform }: { platform: PlatformApi }) {
  const painted = useAfterFirstPaint();
  const loading = <Skeleton height={160} />;
  return (
    <section aria-labelledby="home-title" css={{ padding: 16, maxWidth: 960 }}>
      <h1 id="home-title" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Welcome back, {platform.session.user.name.split(' ')[0]}
      </h1>
      <Suspense fallback={loading}>{painted ? <Inbox platform={platform} /> : loading}</Suspense>
    </section>
  );
}
