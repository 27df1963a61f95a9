import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const ExecutionViewWithStore = lazySurfacePart(
  () => import(/* webpackPreload: true */ '../../store'),
  () => import(/* webpackPreload: true */ './api'),
  () => import(/* webpackPreload: true */ './ExecutionViewWithStore'),
);

export function LazyExecutionView(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <ExecutionViewWithStore {...props} />
    </Suspense>
  );
}
