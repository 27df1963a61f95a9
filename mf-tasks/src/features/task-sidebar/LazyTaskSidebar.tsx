import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
const TaskSidebarWithStore = lazy(() => import('./TaskSidebarWithStore'));

export function LazyTaskSidebar(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <TaskSidebarWithStore {...props} />
    </Suspense>
  );
}
