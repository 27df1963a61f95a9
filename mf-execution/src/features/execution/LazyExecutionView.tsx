import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the API and the feature load after the remote's entry, keeping its first load
// small.
// Each step is evaluated in a task of its own, as the libraries (Redux, then zod's core, then the
// rest of zod), the API, the store and the schemas built with zod were one long task on a phone's
// CPU. A library's step names one export (`webpackExports`): a dynamic import of zod's whole
// namespace would bundle every locale it has.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const ExecutionViewWithStore = lazySurfacePart(
  () =>
    import(
      /* webpackChunkName: "execution-view", webpackPreload: true, webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
    ),
  () => import(/* webpackChunkName: "execution-view", webpackPreload: true */ '../../remote-api'),
  () => import(/* webpackChunkName: "execution-view", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "execution-view", webpackPreload: true, webpackExports: ["$ZodType"] */ 'zod/v4/core'
    ),
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
