import type { PlatformProps } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { retryingImport } from '@staydesk/design-system/platform';
import { lazy, Suspense } from 'react';

// Redux, zod, the virtual list and the page load after the remote's entry, keeping it small.
const TasksDashboardWithStore = lazy(() =>
  retryingImport(() => import(/* webpackPreload: true */ './TasksDashboardWithStore')),
);

export function LazyTasksDashboard(props: PlatformProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TasksDashboardWithStore {...props} />
    </Suspense>
  );
}
