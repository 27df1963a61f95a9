import type { PlatformApi, PlatformProps, Task } from '@staydesk/contracts';
import { drawnReads, taskOf, withStore } from '@staydesk/design-system/platform';
import { ComposerStartButton } from '../composer/ComposerStartButton';
import { composerLoaded, LazyTaskComposer } from '../composer/LazyTaskComposer';
import { store } from '../task-api';
import { putDrawnReads } from './drawn-reads';
import { TaskSidebar } from './TaskSidebar';

/** What the sidebar pins under a loaded task: the composer, with a provider's Start or Resume. */
export const composerFooter = (task: Task, platform: PlatformApi) => (
  <LazyTaskComposer
    taskId={task.id}
    start={<ComposerStartButton task={task} platform={platform} />}
  />
);

// What the server drew the sidebar from, in the cache before the sidebar hydrates its drawing.
const drawn = drawnReads('TaskSidebar');
if (drawn) putDrawnReads(store.dispatch, taskOf(drawn.task), drawn.alongside);

/**
 * Settles once the sidebar can render: at once, or, to hydrate a drawing, once the composer the
 * drawing shows has loaded. The composer then hydrates with the rest, and text typed into it is
 * never typed into a part that is not live yet.
 */
export const ready: Promise<void> = drawn
  ? import('../composer/TaskComposer').then(({ TaskComposer }) => composerLoaded(TaskComposer))
  : Promise.resolve();

/** The sidebar as the shell mounts it: the remote's store, and the composer at its foot. */
export default withStore(store, (props: PlatformProps) => (
  <TaskSidebar {...props} footer={composerFooter} />
));
