import { taskIdOf, type PlatformApi } from '@staydesk/contracts';
import { useLiveEvents } from '@staydesk/design-system/platform';
import { api, useAppDispatch } from './store';

/** Refetches the task a live 'tasks' event names (every cached task when it names none). */
export function useTaskLiveUpdates(platform: PlatformApi): void {
  const dispatch = useAppDispatch();
  useLiveEvents(platform, 'tasks', (event) => {
    const taskId = taskIdOf(event);
    dispatch(api.util.invalidateTags([taskId ? { type: 'Task', id: taskId } : 'Task']));
  });
}
