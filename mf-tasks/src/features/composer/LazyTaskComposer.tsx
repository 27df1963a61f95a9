import { lazy, Suspense } from 'react';

// Mentions, uploads and the recorder load with the sidebar's footer, after its details.
const TaskComposer = lazy(() =>
  import('./TaskComposer').then((module) => ({ default: module.TaskComposer })),
);

/** The composer for the sidebar's footer slot; it needs the remote's store around it. */
export function LazyTaskComposer({ taskId }: { taskId: string }) {
  return (
    <Suspense fallback={null}>
      <TaskComposer taskId={taskId} />
    </Suspense>
  );
}
