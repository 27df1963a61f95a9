import {
  showsIssueBanner,
  taskEditRights,
  type CustomerViewer,
  type Role,
  type Task,
  type TaskViewer,
} from '@staydesk/contracts';

/** Cleaners and maintenance staff get a start/finish window in place of the assignee. */
export const seesWorkWindow = (role: Role): boolean => role === 'cleaner' || role === 'maintenance';

/**
 * Whether the sidebar shows this viewer the assignee picker, which lists the team: the details
 * are on screen (no open blocking issue stands in for them), the viewer gets the assignee rather
 * than a work window, and may change it.
 */
export const showsTeamPicker = (viewer: TaskViewer & CustomerViewer, task: Task): boolean =>
  !showsIssueBanner(task) &&
  !seesWorkWindow(viewer.role) &&
  taskEditRights(viewer, task).mayChange('assignedTo');
