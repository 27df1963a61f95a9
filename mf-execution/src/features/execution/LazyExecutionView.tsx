import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the API and the feature load after the remote's entry, keeping its first load
// small.
// Each step is evaluated in a task of its own, as zod and the schemas built with it were one long
// task on a phone's CPU. The zod step names one export (`webpackExports`): a dynamic import of the
// whole namespace would bundle every locale zod has.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const ExecutionViewWithStore = lazySurfacePart(
  () => import(/* webpackChunkName: "execution-view", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "execution-view", webpackPreload: true, webpackExports: ["string"] */ 'zod'
    ),
  () => import(/* webpackChunkName: "execution-view", webpackPreload: true */ './api'),
  () =>
    import(
      /* webpackChunkName: "execution-view", webpackPreload: true */ './ExecutionViewWithStore'
    ),
);

export function LazyExecutionView(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <ExecutionViewWithStore {...props} />
    </Suspense>
  );
}
