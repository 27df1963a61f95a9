import { FULL_EDIT_ROLES, STRUCTURE_EDIT_ROLES, isServiceProvider, type Role } from './roles';
import { ANOTHER_CUSTOMERS_TASK_NOTICE } from './task-labels';
import { OPEN_BLOCKING_ISSUE, hasOpenBlockingIssue } from './task-issues';
import type { Task } from './task-read-model';
import { instantIn, localDateTimeIn } from './zoned-time';

/**
 * The task domain's rules (spec: tasks §4–§6, §9), read by the API, which enforces them, and by
 * mf-tasks, which hides what the API would refuse.
 */

const HOUR_MS = 3_600_000;

export const TASK_LIMITS = {
  attachments: 10,
  propertyName: 25,
  issueTitle: 40,
  tagName: 20,
  tagSuggestions: 8,
  assigneePreview: 10,
  timelineInitial: 5,
  approvalLeadHours: 48,
  /** Mention text typed after '@' before the picker gives up. */
  mentionQuery: 15,
  typingDebounceMs: 500,
  /** Widths and breakpoint, px. */
  taskSidebar: 448,
  historySidebar: 480,
  mobileBreakpoint: 768,
} as const;

export const DEFAULT_CHECK_IN_LABEL = '3:00 PM';
export const DEFAULT_GUEST_COUNT = 1;

/** The 16 preset tag colours. */
export const TAG_COLORS = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#eab308',
  '#84cc16',
  '#22c55e',
  '#10b981',
  '#14b8a6',
  '#06b6d4',
  '#0ea5e9',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#a855f7',
  '#d946ef',
  '#ec4899',
] as const;

/** Who is looking at a task, with what the rules need to know about them. */
export interface TaskViewer {
  userId: string;
  role: Role;
  /** Users of the viewer's company (a partner's colleagues): their assignments count as the viewer's. */
  companyUserIds?: readonly string[];
}

interface Assigned {
  assignments: ReadonlyArray<{ user_id: string; status?: string }>;
}

/** Roles that see only the tasks assigned to them (and their company's), not the customer's. */
export const ASSIGNED_SCOPE_ROLES: readonly Role[] = [
  'cleaner',
  'maintenance',
  'partner',
  'inspector',
];

export type TaskScope =
  | { kind: 'customer' }
  | { kind: 'assigned'; userIds: readonly string[]; marketplaceOffers: boolean };

/** Which of the customer's tasks a viewer sees: one rule for every list, search and feed. */
export function taskScope(viewer: TaskViewer): TaskScope {
  if (!ASSIGNED_SCOPE_ROLES.includes(viewer.role)) return { kind: 'customer' };
  const userIds = [viewer.userId, ...(viewer.companyUserIds ?? [])];
  return {
    kind: 'assigned',
    userIds: [...new Set(userIds)],
    marketplaceOffers: isServiceProvider(viewer.role),
  };
}

/** What a list says about whose tasks it shows. */
export function taskScopeLabel(viewer: TaskViewer): string {
  const scope = taskScope(viewer);
  if (scope.kind === 'customer') return "All of your team's tasks";
  const whose = viewer.role === 'partner' ? 'you and your company' : 'you';
  return scope.marketplaceOffers
    ? `Tasks assigned to ${whose}, and marketplace offers`
    : `Tasks assigned to ${whose}`;
}

const isAssignedTo = (task: Assigned, userIds: readonly string[]) =>
  task.assignments.some(
    (assignment) => assignment.status !== 'declined' && userIds.includes(assignment.user_id),
  );

/** Whether the task is assigned to the viewer (a partner: or to a user of its company). */
export function isAssignedToViewer(viewer: TaskViewer, task: Assigned): boolean {
  const ids =
    viewer.role === 'partner' ? [viewer.userId, ...(viewer.companyUserIds ?? [])] : [viewer.userId];
  return isAssignedTo(task, ids);
}

/** A task the marketplace offers to providers: eligible, open and not yet anyone's. */
export function isMarketplaceOffer(task: {
  marketplace_eligible: boolean;
  status: string;
  assignments: Assigned['assignments'];
}): boolean {
  const open = task.status === 'todo' || task.status === 'pending';
  const taken = task.assignments.some((assignment) => assignment.status !== 'declined');
  return task.marketplace_eligible && open && !taken;
}

/** Whether the viewer's scope includes this task of its customer. */
export function isInScope(
  viewer: TaskViewer,
  task: Assigned & { marketplace_eligible: boolean; status: string },
): boolean {
  const scope = taskScope(viewer);
  if (scope.kind === 'customer') return true;
  if (isAssignedTo(task, scope.userIds)) return true;
  return scope.marketplaceOffers && isMarketplaceOffer(task);
}

/**
 * How far the viewer may change a task (spec: tasks §6): 'full' for managers, 'structure' for
 * concierges (checklist and subtask structure), 'provider' for the assigned provider, and
 * 'none' for everyone else, read-only roles included.
 */
export type TaskEditScope = 'full' | 'structure' | 'provider' | 'none';

export function taskEditScope(viewer: TaskViewer, task: Assigned): TaskEditScope {
  if (FULL_EDIT_ROLES.includes(viewer.role)) return 'full';
  if (STRUCTURE_EDIT_ROLES.includes(viewer.role)) return 'structure';
  if (ASSIGNED_SCOPE_ROLES.includes(viewer.role) && isAssignedToViewer(viewer, task)) {
    return 'provider';
  }
  return 'none';
}

/** The fields PATCH /api/tasks?taskId= accepts (spec: tasks §7). */
export const TASK_UPDATE_FIELDS = [
  'status',
  'completedAt',
  'category',
  'priority',
  'dueDate',
  'description',
  'assignedTo',
  'roleType',
  'assignmentType',
  'startDate',
  'estimatedDuration',
  'actualDuration',
  'startedAt',
  'requiresApproval',
  'requiresAcceptance',
  'acceptanceDeadline',
  'approvalDeadline',
  'convertToTask',
] as const;
export type TaskUpdateField = (typeof TASK_UPDATE_FIELDS)[number];

/** Fields a service provider never changes through menus. */
export const PROVIDER_LOCKED_FIELDS: readonly TaskUpdateField[] = [
  'status',
  'completedAt',
  'category',
  'priority',
  'dueDate',
];

const PROVIDER_FIELDS: readonly TaskUpdateField[] = [
  'description',
  'estimatedDuration',
  'actualDuration',
  'startedAt',
];
/** A partner also hands the task to a user of its own company. */
const PARTNER_FIELDS: readonly TaskUpdateField[] = [
  ...PROVIDER_FIELDS,
  'assignedTo',
  'roleType',
  'assignmentType',
];
const STRUCTURE_FIELDS: readonly TaskUpdateField[] = ['convertToTask'];

/** Why the viewer may not change these fields, or null when it may. */
export function taskUpdateRefusal(
  viewer: TaskViewer,
  task: Assigned,
  fields: readonly TaskUpdateField[],
): string | null {
  const scope = taskEditScope(viewer, task);
  if (scope === 'full') return null;
  if (scope === 'none') {
    return ASSIGNED_SCOPE_ROLES.includes(viewer.role)
      ? 'Only the assigned provider can change this task'
      : `Your role (${viewer.role}) cannot change tasks`;
  }
  const allowed =
    scope === 'structure'
      ? STRUCTURE_FIELDS
      : viewer.role === 'partner'
        ? PARTNER_FIELDS
        : PROVIDER_FIELDS;
  const refused = fields.filter((field) => !allowed.includes(field));
  if (refused.length === 0) return null;
  if (scope === 'provider' && refused.some((field) => PROVIDER_LOCKED_FIELDS.includes(field))) {
    return 'Service providers cannot change category, priority, status or due date';
  }
  return `Your role (${viewer.role}) cannot change ${refused.join(', ')}`;
}

/** Checklist ticks, issues, messages and files: anyone who may change the task at all. */
export const canTouchTask = (viewer: TaskViewer, task: Assigned): boolean =>
  taskEditScope(viewer, task) !== 'none';

/** Adding or removing checklist items and subtasks (spec: tasks §5). */
export const canEditStructure = (role: Role): boolean => STRUCTURE_EDIT_ROLES.includes(role);

/** The signed-in user as the customer rules read them: a super user, and their current customer. */
export interface CustomerViewer {
  isSuperUser: boolean;
  customerId: string;
}

/**
 * How a viewer opens a task (spec: tasks §6): one of their current customer's under their role's
 * rules; another customer's on which the viewer, a provider, holds a live assignment (a public
 * offer won: decision 0048), acted on as that customer's own provider would, and nothing else of
 * that customer; another customer's, which a super user reads read-only; anyone else's not at all.
 */
export type TaskAccess =
  | 'own customer'
  | "assigned provider: another customer's task"
  | "read-only: another customer's task"
  | 'refused';

export function taskAccess(
  viewer: TaskViewer & CustomerViewer,
  task: Assigned & { customer_id: string },
): TaskAccess {
  if (viewer.customerId === task.customer_id) return 'own customer';
  // A declined assignment hands the task back: the access ends with it.
  if (isServiceProvider(viewer.role) && isAssignedToViewer(viewer, task)) {
    return "assigned provider: another customer's task";
  }
  return viewer.isSuperUser ? "read-only: another customer's task" : 'refused';
}

/**
 * Why a provider of another customer may not change a field or a tag of the task it works: they
 * are its customer's, whose tags it does not share (decision 0048); it runs the task instead.
 */
export const ANOTHER_CUSTOMERS_DETAILS_REFUSAL =
  "This task's details and tags are its customer's: you can run it, but not change them";

/**
 * Why the viewer may not change these fields of a task it opens (PATCH /api/tasks with a
 * version), or null when it may: its own customer's under the role table (taskUpdateRefusal);
 * another customer's, none, its provider's run going through the execution calls instead.
 */
export function taskChangeRefusal(
  viewer: TaskViewer & CustomerViewer,
  task: Assigned & { customer_id: string },
  fields: readonly TaskUpdateField[],
): string | null {
  switch (taskAccess(viewer, task)) {
    case 'own customer':
      return taskUpdateRefusal(viewer, task, fields);
    case "assigned provider: another customer's task":
      return ANOTHER_CUSTOMERS_DETAILS_REFUSAL;
    default:
      return ANOTHER_CUSTOMERS_TASK_NOTICE;
  }
}

/**
 * Why the viewer may not add or remove a tag of a task it opens, or null when it may: the tags
 * are the task's customer's, set by anyone of that customer who may change the task at all.
 */
export function taskTagRefusal(
  viewer: TaskViewer & CustomerViewer,
  task: Assigned & { customer_id: string },
): string | null {
  switch (taskAccess(viewer, task)) {
    case 'own customer':
      return canTouchTask(viewer, task) ? null : 'Only those who may change this task can tag it';
    case "assigned provider: another customer's task":
      return ANOTHER_CUSTOMERS_DETAILS_REFUSAL;
    default:
      return ANOTHER_CUSTOMERS_TASK_NOTICE;
  }
}

/** Whether the viewer opens the task at all (taskAccess). */
export const canViewTask = (
  viewer: TaskViewer & CustomerViewer,
  task: Assigned & { customer_id: string },
): boolean => taskAccess(viewer, task) !== 'refused';

/** What a viewer may do to a task they see, every edit control being shown by these alone. */
export interface TaskEditRights {
  scope: TaskEditScope;
  /** Why nothing can be changed whatever the role, shown in place of the controls; or null. */
  readOnlyNotice: string | null;
  /** Whether the API would accept a change of this field from the viewer (taskChangeRefusal). */
  mayChange: (field: TaskUpdateField) => boolean;
  /** Ticks, issues, messages and files: anyone who may change the task at all. */
  mayTouch: boolean;
  /** Adding and removing tags, and reading the customer's tags to suggest (taskTagRefusal). */
  mayTag: boolean;
  /** Checklist items and subtasks. */
  mayEditStructure: boolean;
}

const READ_ONLY_RIGHTS: Omit<TaskEditRights, 'readOnlyNotice'> = {
  scope: 'none',
  mayChange: () => false,
  mayTouch: false,
  mayTag: false,
  mayEditStructure: false,
};

export function taskEditRights(
  viewer: TaskViewer & CustomerViewer,
  task: Assigned & { customer_id: string },
): TaskEditRights {
  const access = taskAccess(viewer, task);
  if (access === "read-only: another customer's task" || access === 'refused') {
    return { ...READ_ONLY_RIGHTS, readOnlyNotice: ANOTHER_CUSTOMERS_TASK_NOTICE };
  }
  return {
    scope: taskEditScope(viewer, task),
    readOnlyNotice: null,
    mayChange: (field) => taskChangeRefusal(viewer, task, [field]) === null,
    mayTouch: canTouchTask(viewer, task),
    mayTag: taskTagRefusal(viewer, task) === null,
    mayEditStructure: canEditStructure(viewer.role),
  };
}

/**
 * Why the assignee may no longer accept or decline an assignment, or null while they may: it
 * is unanswered and not done, on a task neither completed nor cancelled.
 */
export function assignmentResponseRefusal(
  taskStatus: Task['status'],
  assignment: { acceptanceStatus: string | null | undefined; status: string | null | undefined },
): string | null {
  if (taskStatus === 'completed' || taskStatus === 'cancelled') return `This task is ${taskStatus}`;
  if (assignment.acceptanceStatus !== 'pending' || assignment.status !== 'pending')
    return `This assignment was already ${assignment.acceptanceStatus ?? assignment.status}`;
  return null;
}

export const REQUIRED_ITEMS_INCOMPLETE =
  'Complete the required checklist items before completing this task';

/** Why the task cannot be completed yet, or null: an open blocking issue, then the checklist. */
export function completionRefusal(task: {
  checklist: ReadonlyArray<{ required: boolean; completed: boolean }>;
  issues: ReadonlyArray<{ status: string; is_blocking: boolean }>;
}): string | null {
  if (hasOpenBlockingIssue(task)) return OPEN_BLOCKING_ISSUE;
  return task.checklist.some((item) => item.required && !item.completed)
    ? REQUIRED_ITEMS_INCOMPLETE
    : null;
}

export type StartAction = 'Start Task' | 'Resume Task';

type StartSubject = Assigned &
  Pick<Task, 'status' | 'start_date' | 'due_date' | 'time_zone'> & {
    issues: ReadonlyArray<{ status: string; is_blocking: boolean }>;
  };

/**
 * The provider's action on a task (spec: tasks §4): Start when assigned, the start day has come
 * (or none is set) and the task is todo or pending; Resume when in progress or blocked with no
 * open blocking issue. Anyone else gets none, and the API refuses them the same way.
 */
export function providerStartAction(
  task: StartSubject,
  viewer: TaskViewer,
  now: Date,
): StartAction | null {
  if (!isServiceProvider(viewer.role) || !isAssignedToViewer(viewer, task)) return null;
  if (task.status === 'in_progress' || task.status === 'blocked') {
    return hasOpenBlockingIssue(task) ? null : 'Resume Task';
  }
  if (task.status !== 'todo' && task.status !== 'pending') return null;
  // The start date, else the due date (spec §4); with neither, any day.
  const from = task.start_date ?? task.due_date;
  if (from === null) return 'Start Task';
  // The start day is the property's, whatever the zone of the server or of the phone.
  const startDay = localDateTimeIn(new Date(from), task.time_zone).slice(0, 10);
  return instantIn(`${startDay}T00:00`, task.time_zone).getTime() <= now.getTime()
    ? 'Start Task'
    : null;
}

/** The approval deadline a due date implies: 48 hours before it. */
export const approvalDeadlineFor = (due: Date): Date =>
  new Date(due.getTime() - TASK_LIMITS.approvalLeadHours * HOUR_MS);

/** Minutes to show: the estimate, else the actual duration, else the historical average. */
export function approximateDuration(
  task: Pick<Task, 'estimated_duration' | 'actual_duration' | 'historicalAnalytics'>,
): number | null {
  return (
    task.estimated_duration ?? task.actual_duration ?? task.historicalAnalytics.averageDuration
  );
}

/** 'HH:mm' as '3:00 PM'. */
export function clockLabel(time: string | null): string {
  if (!time) return DEFAULT_CHECK_IN_LABEL;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The same-day check-in banner: when the due day is the next reservation's check-in day. */
export function sameDayCheckIn(
  task: Pick<Task, 'due_date' | 'nextReservation'>,
): { time: string; guests: number } | null {
  const next = task.nextReservation;
  if (!task.due_date || !next) return null;
  const due = new Date(task.due_date);
  const dueDay = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
  if (dueDay !== next.checkIn.slice(0, 10)) return null;
  return {
    time: clockLabel(next.checkInTime),
    guests: next.guestDetails.number_of_guests ?? DEFAULT_GUEST_COUNT,
  };
}

/** The tags to suggest: not already on the task, matching the text, at most 8. */
export function tagSuggestions<Tag extends { id: string; name: string }>(
  all: readonly Tag[],
  onTask: readonly { id: string }[],
  text: string,
): Tag[] {
  const taken = new Set(onTask.map((tag) => tag.id));
  const needle = text.trim().toLowerCase();
  return all
    .filter((tag) => !taken.has(tag.id) && tag.name.toLowerCase().includes(needle))
    .slice(0, TASK_LIMITS.tagSuggestions);
}

/** Picker search: case-insensitive on title and description. */
export function matchesTaskSearch(
  item: { title: string; description?: string | null },
  text: string,
): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    item.title.toLowerCase().includes(needle) ||
    (item.description ?? '').toLowerCase().includes(needle)
  );
}
