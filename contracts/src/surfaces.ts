/**
 * Which URL-driven surfaces are open. One pure function, read by the shell's single-spa
 * activity functions and by the remotes, so both agree on the query parameters.
 */
export interface SurfaceState {
  taskId: string | null;
  marketplace: boolean;
  issues: boolean;
  execution: boolean;
  /** The task creation panel, with what it was opened for; null when closed. */
  createTask: CreateTaskContext | null;
}

/**
 * What a new task is created for: a listing, a reservation, a parent task, and the template
 * the panel starts filled from (all optional).
 */
export interface CreateTaskContext {
  listingId: string | null;
  reservationId: string | null;
  parentTaskId: string | null;
  templateId: string | null;
}

/** The query parameter that opens the shell's reservation view over any page. */
export const RESERVATION_VIEW_PARAM = 'reservation';

/** The search string with the reservation view open on a reservation, or closed (null). */
export function reservationViewSearch(current: string, reservationId: string | null): string {
  const params = new URLSearchParams(current);
  if (reservationId) params.set(RESERVATION_VIEW_PARAM, reservationId);
  else params.delete(RESERVATION_VIEW_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const CREATE_TASK_PARAMS = {
  open: 'createTask',
  listingId: 'listing',
  // Not RESERVATION_VIEW_PARAM: that one opens the reservation itself.
  reservationId: 'forReservation',
  parentTaskId: 'parent',
  templateId: 'template',
} as const;

function readCreateTask(params: URLSearchParams): CreateTaskContext | null {
  if (params.get(CREATE_TASK_PARAMS.open) !== 'true') return null;
  const read = (key: string) => {
    const value = params.get(key);
    return value && value.length > 0 ? value : null;
  };
  return {
    listingId: read(CREATE_TASK_PARAMS.listingId),
    reservationId: read(CREATE_TASK_PARAMS.reservationId),
    parentTaskId: read(CREATE_TASK_PARAMS.parentTaskId),
    templateId: read(CREATE_TASK_PARAMS.templateId),
  };
}

/** The search string that opens (context) or closes (null) the task creation panel. */
export function createTaskSearch(
  current: string,
  context: Partial<CreateTaskContext> | null,
): string {
  const params = new URLSearchParams(current);
  for (const key of Object.values(CREATE_TASK_PARAMS)) params.delete(key);
  if (context) {
    params.set(CREATE_TASK_PARAMS.open, 'true');
    if (context.listingId) params.set(CREATE_TASK_PARAMS.listingId, context.listingId);
    if (context.reservationId) params.set(CREATE_TASK_PARAMS.reservationId, context.reservationId);
    if (context.parentTaskId) params.set(CREATE_TASK_PARAMS.parentTaskId, context.parentTaskId);
    if (context.templateId) params.set(CREATE_TASK_PARAMS.templateId, context.templateId);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function readSurfaces(search: string): SurfaceState {
  const params = new URLSearchParams(search);
  const taskId = params.get('task');
  return {
    taskId: taskId && taskId.length > 0 ? taskId : null,
    marketplace: taskId !== null && params.get('marketplace') === 'true',
    issues: taskId !== null && params.get('issues') === 'true',
    execution: taskId !== null && params.get('execution') === 'true',
    createTask: readCreateTask(params),
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
export const HISTORY_SIDEBAR_WIDTH = 480;
/** The window event that opens the Recent Activity sidebar. */
export const HISTORY_SIDEBAR_EVENT = 'open-history-sidebar';
/** Sent by the sidebar once it listens: requests sent while it loaded are sent again. */
export const HISTORY_SIDEBAR_READY_EVENT = 'staydesk:history-sidebar-ready';
/**
 * The shell's element the sidebar mounts in, its toggle's aria-controls: it is in the page while
 * the sidebar is closed too, so the reference always resolves.
 */
export const HISTORY_SIDEBAR_ID = 'slot-history-sidebar';
/** The detail of HISTORY_SIDEBAR_EVENT; without one, the event opens the sidebar. */
export interface HistorySidebarRequest {
  open: boolean | 'toggle';
}
/** The tasks dashboard page, served by mf-tasks. */
export const TASKS_DASHBOARD_PATH = '/tasks/dashboard';
/** The providers' marketplace page, served by mf-marketplace. */
export const MARKETPLACE_PAGE_PATH = '/marketplace';
export const SIDE_PANEL_WIDTH = 600;
export const MOBILE_BREAKPOINT = 768;
