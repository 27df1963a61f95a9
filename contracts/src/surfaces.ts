/**
 * Which URL-driven surfaces are open. One pure function, read by the shell's single-spa
 * activity functions and by the remotes, so both agree on the query parameters.
 */
export interface SurfaceState {
  taskId: string | null;
  marketplace: boolean;
  issues: boolean;
  execution: boolean;
}

export function readSurfaces(search: string): SurfaceState {
  const params = new URLSearchParams(search);
  const taskId = params.get('task');
  return {
    taskId: taskId && taskId.length > 0 ? taskId : null,
    marketplace: taskId !== null && params.get('marketplace') === 'true',
    issues: taskId !== null && params.get('issues') === 'true',
    execution: taskId !== null && params.get('execution') === 'true',
  };
}

type SurfacePanel = 'marketplace' | 'issues' | 'execution';

/** The search string for a task with at most one extra panel (marketplace and issues exclude each other). */
export function surfaceSearch(
  current: string,
  taskId: string | null,
  panel?: SurfacePanel,
): string {
  const params = new URLSearchParams(current);
  for (const key of ['task', 'marketplace', 'issues', 'execution']) params.delete(key);
  if (taskId) {
    params.set('task', taskId);
    if (panel) params.set(panel, 'true');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const TASK_SIDEBAR_WIDTH = 448;
export const SIDE_PANEL_WIDTH = 600;
export const MOBILE_BREAKPOINT = 768;
