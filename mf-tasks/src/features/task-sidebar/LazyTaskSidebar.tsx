import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const TaskSidebarWithStore = lazySurfacePart(
  () => import(/* webpackPreload: true */ '../../store'),
  () => import(/* webpackPreload: true */ '../task-api'),
  () => import(/* webpackPreload: true */ './TaskSidebarWithStore'),
);

export function LazyTaskSidebar(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <TaskSidebarWithStore {...props} />
    </Suspense>
  );
}
