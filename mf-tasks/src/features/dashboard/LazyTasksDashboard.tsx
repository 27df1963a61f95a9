import type { PlatformProps } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the virtual list and the page load after the remote's entry, keeping it small.
const TasksDashboardWithStore = lazySurfacePart(
  () => import(/* webpackPreload: true */ '../../store'),
  () => import(/* webpackPreload: true */ '../task-api'),
  () => import(/* webpackPreload: true */ './TasksDashboardWithStore'),
);

export function LazyTasksDashboard(props: PlatformProps) {
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <TasksDashboardWithStore {...props} />
    </Suspense>
  );
}
