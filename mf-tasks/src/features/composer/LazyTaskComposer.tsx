import { lazy, Suspense } from 'react';
import type { TaskComposer as Composer } from './TaskComposer';

// Mentions, uploads and the recorder load with the sidebar's footer, after its details.
const TaskComposer = lazy(() =>
  import('./TaskComposer').then((module) => ({ default: module.TaskComposer })),
);

let composerOnServer: typeof Composer | undefined;

/** A server imports the composer itself and hands it over: its drawings then show it. */
export const composerLoaded = (composer: typeof Composer): void => {
  composerOnServer = composer;
};

/** The composer for the sidebar's footer slot; it needs the remote's store around it. */
export function LazyTaskComposer({ taskId }: { taskId: string }) {
  const Loaded = composerOnServer ?? TaskComposer;
  return (
    <Suspense fallback={null}>
      <Loaded taskId={taskId} />
    </Suspense>
  );
}
