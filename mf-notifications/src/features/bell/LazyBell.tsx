import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
const BellWithStore = lazy(() => import('./BellWithStore'));

export function LazyBell(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <BellWithStore {...props} />
    </Suspense>
  );
}
