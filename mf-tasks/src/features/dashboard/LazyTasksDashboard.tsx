import type { PlatformProps } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the virtual list and the page load after the remote's entry, keeping it small.
// Each step is evaluated in a task of its own, as zod and the schemas built with it were one long
// task on a phone's CPU. The zod step names one export (`webpackExports`): a dynamic import of the
// whole namespace would bundle every locale zod has.
const TasksDashboardWithStore = lazySurfacePart(
  () => import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "tasks-dashboard", webpackPreload: true, webpackExports: ["string"] */ 'zod'
    ),
  () =>
    import(/* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../task-api/task-of'),
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
