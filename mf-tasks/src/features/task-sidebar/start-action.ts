import { isServiceProvider, type Role, type Task } from '@staydesk/contracts';

export type StartAction = 'Start Task' | 'Resume Task';

interface Viewer {
  userId: string;
  role: Role;
}

/**
 * A provider may start an assigned todo or pending task once its start date has come (or when
 * it has none), and resume one in progress or blocked (spec: tasks §4, service provider actions).
 */
export function providerStartAction(task: Task, viewer: Viewer, now: Date): StartAction | null {
  if (!isServiceProvider(viewer.role)) return null;
  if (task.status === 'in_progress' || task.status === 'blocked') return 'Resume Task';
  if (task.status !== 'todo' && task.status !== 'pending') return null;
  const assigned = task.assignments.some(
    (assignment) => assignment.user_id === viewer.userId && assignment.status !== 'declined',
  );
  if (!assigned) return null;
  if (task.start_date === null) return 'Start Task';
  const startDay = new Date(task.start_date);
  startDay.setHours(0, 0, 0, 0);
  return startDay.getTime() <= now.getTime() ? 'Start Task' : null;
}
