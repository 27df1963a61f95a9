import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// The form, its libraries and the store load when the panel first opens, not with the remote.
const TaskCreatePanelWithStore = lazy(() => import('./TaskCreatePanelWithStore'));

export function LazyTaskCreatePanel(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <TaskCreatePanelWithStore {...props} />
    </Suspense>
  );
}
