import type { PlatformProps } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the virtual list and the page load after the remote's entry, keeping it small.
// Each step is evaluated in a task of its own, as the libraries (Redux, then zod's core, then the
// rest of zod), the API, the store and the schemas built with zod were one long task on a phone's
// CPU. A library's step names one export (`webpackExports`): a dynamic import of zod's whole
// namespace would bundle every locale it has.
const TasksDashboardWithStore = lazySurfacePart(
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true, webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
    ),
  () => import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../../remote-api'),
  () => import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true, webpackExports: ["$ZodType"] */ 'zod/v4/core'
    ),
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true, webpackExports: ["string"] */ 'zod'
    ),
  // The task's parts, then the read model that puts them together (task-of). Through the
  // contracts' index, which this remote imports nowhere else in a step: one more such import
  // would make this step build that import's schemas too.
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true, webpackExports: ["timelineEventSchema"] */ '@staydesk/contracts'
    ),
  () =>
    import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../task-api/task-of'),
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../task-api/template-schemas'
    ),
  () =>
    import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../task-api/schemas'),
  () => import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../task-api'),
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true */ './TasksDashboardWithStore'
    ),
);

export function LazyTasksDashboard(props: PlatformProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TasksDashboardWithStore {...props} />
    </Suspense>
  );
}
