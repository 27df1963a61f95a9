import type { PlatformProps } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { importInSteps, retryingImport } from '@staydesk/design-system/platform';
import { lazy, Suspense } from 'react';

// Redux, zod, the virtual list and the page load after the remote's entry, keeping it small.
const TasksDashboardWithStore = lazy(() =>
  retryingImport(() =>
    importInSteps(
      () => import(/* webpackPreload: true */ '../../store'),
      () => import(/* webpackPreload: true */ '../task-api'),
      () => import(/* webpackPreload: true */ './TasksDashboardWithStore'),
    ),
  ),
);

export function LazyTasksDashboard(props: PlatformProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TasksDashboardWithStore {...props} />
    </Suspense>
  );
}
