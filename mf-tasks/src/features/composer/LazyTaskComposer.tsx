import { lazy, Suspense, type ReactNode } from 'react';
import type { TaskComposer as Composer } from './TaskComposer';

// Mentions, uploads and the recorder load with the sidebar's footer, after its details.
const TaskComposer = lazy(() =>
  import('./TaskComposer').then((module) => ({ default: module.TaskComposer })),
);

let composerOnServer: typeof Composer | undefined;

/**
 * The composer, loaded before the sidebar renders: a server imports it itself, so its drawings
 * show it, and a browser that hydrates a drawing loads it first, so it hydrates with the rest.
 */
export const composerLoaded = (composer: typeof Composer): void => {
  composerOnServer = composer;
};

/** The composer for the sidebar's footer slot; it needs the remote's store around it. */
export function LazyTaskComposer({ taskId, start }: { taskId: string; start?: ReactNode }) {
  const Loaded = composerOnServer ?? TaskComposer;
  return (
    <Suspense fallback={null}>
      <Loaded taskId={taskId} start={start} />
    </Suspense>
  );
}
