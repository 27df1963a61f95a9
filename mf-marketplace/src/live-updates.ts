import { taskIdOf, type PlatformApi } from '@staydesk/contracts';
import { useEffect } from 'react';
import { api, useAppDispatch } from './store';

/** Refetches the tasks a live 'tasks' event names (all cached tasks when it names none). */
export function useTaskLiveUpdates(platform: PlatformApi): void {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      platform.subscribe('tasks', (event) => {
        const taskId = taskIdOf(event);
        const tag = taskId ? { type: 'Task' as const, id: taskId } : 'Task';
        dispatch(api.util.invalidateTags([tag]));
      }),
    [platform, dispatch],
  );
}
