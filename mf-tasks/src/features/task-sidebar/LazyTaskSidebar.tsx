import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the task API and the feature load after the remote's entry, keeping its first
// load small. The task's schemas are built in two steps (its parts, then the read model), the
// API's other schemas in two more (the templates, then the rest), and the API itself after them.
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
  // The task's parts, then the read model that puts them together (task-of). Through the
  // contracts' index, which this remote imports nowhere else in a step: one more such import
  // would make this step build that import's schemas too.
  () =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true, webpackExports: ["timelineEventSchema"] */ '@staydesk/contracts'
    ),
  () => import(/* webpackChunkName: "task-sidebar", webpackPreload: true */ '../task-api/task-of'),
  () =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true */ '../task-api/template-schemas'
    ),
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
