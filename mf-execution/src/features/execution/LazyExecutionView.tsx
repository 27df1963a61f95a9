import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
const ExecutionViewWithStore = lazy(() => import('./ExecutionViewWithStore'));

export function LazyExecutionView(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <ExecutionViewWithStore {...props} />
    </Suspense>
  );
}
