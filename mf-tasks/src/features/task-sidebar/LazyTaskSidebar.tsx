import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the task API and the feature load after the remote's entry, keeping its first
// load small. The task's schema, the largest, is built in a step, the API's other schemas in the
// next, and the API itself after them.
// Each step is evaluated in a task of its own, as the libraries (Redux, then zod's core, then the
// rest of zod), the API, the store and the schemas built with zod were one long task on a phone's
// CPU. A library's step names one export (`webpackExports`): a dynamic import of zod's whole
// namespace would bundle every locale it has.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const TaskSidebarWithStore = lazySurfacePart(
  () =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true, webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
    ),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../../remote-api'),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true, webpackExports: ["$ZodType"] */ 'zod/v4/core'
    ),
  () =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true, webpackExports: ["string"] */ 'zod'
    ),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../task-api/task-of'),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../task-api/schemas'),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../task-api'),
  () =>
    import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ './TaskSidebarWithStore'),
);

export function LazyTaskSidebar(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <TaskSidebarWithStore {...props} />
    </Suspense>
  );
}
