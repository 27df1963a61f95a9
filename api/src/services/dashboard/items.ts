import { Types } from 'mongoose';
import {
  compareDashboardItems,
  DASHBOARD_ITEMS_LIMIT,
  dashboardItemIdOf,
  EVENT_AUDIENCE,
  isAssignedToViewer,
  sourceOfItemId,
  TASK_STATUS_LABELS,
  taskItemKind,
  taskScope,
  taskScopeLabel,
  taskUpdateRefusal,
  type DashboardItem,
  type DashboardItems,
  type Role,
  type TaskStatus,
  type TaskViewer,
} from '@staydesk/contracts';
import type { AuthContext } from '../../middleware/auth';
import { DashboardItemState, ReminderChoice } from '../../models/dashboard-item-state';
import { Listing } from '../../models/listing';
import { Reservation, type ReservationDoc } from '../../models/reservation';
import { Task, UNRESOLVED_ISSUE_FILTER, type TaskDoc } from '../../models/task';
import { customerTimeZone, listingTimeZone } from '../task-zones';
import { assignedOf, LIVE_ASSIGNMENT_STATUSES, scopeFilter, viewerOf } from '../tasks-access';

/** Not yet done: what the task lists call open. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = [
  'todo',
  'pending',
  'in_progress',
  'blocked',
];

/** Requests wait for the host's answer: the roles that hear of reservations (spec §6). */
export const REQUEST_ROLES: readonly Role[] = ['owner', 'admin', ...EVENT_AUDIENCE.reservation];
const REQUEST_STATUSES = ['pending', 'inquiry'];

const DAY_MS = 24 * 3_600_000;
/** Bounds the scan of the check-in index: no stay asked for lasts longer. */
const LONGEST_STAY_MS = 60 * DAY_MS;

type TaskRow = Pick<
  TaskDoc,
  '_id' | 'title' | 'status' | 'dueDate' | 'assignments' | 'issues' | 'createdAt' | 'listingId'
>;
const TASK_FIELDS = {
  title: 1,
  status: 1,
  dueDate: 1,
  assignments: 1,
  issues: 1,
  createdAt: 1,
  listingId: 1,
};

/** The zone of an item's listing, the customer's without one: the zone its times are read in. */
type ZoneOf = (listingId: Types.ObjectId | null | undefined) => string;

/** The zones of the listings the items are at, in one query next to the customer's zone. */
async function zonesOf(
  auth: AuthContext,
  listingIds: Array<Types.ObjectId | null | undefined>,
): Promise<ZoneOf> {
  const wanted = [...new Set(listingIds.flatMap((id) => (id ? [id.toString()] : [])))];
  const [listings, customerZone] = await Promise.all([
    wanted.length > 0
      ? Listing.find(
          { _id: { $in: wanted }, customerId: auth.customerObjectId },
          { timeZone: 1 },
        ).lean()
      : [],
    customerTimeZone(auth.customerObjectId),
  ]);
  const zones = new Map(
    listings.map((listing) => [listing._id.toString(), listingTimeZone(listing, customerZone)]),
  );
  return (listingId) => (listingId && zones.get(listingId.toString())) || customerZone;
}

/** Items the caller has hidden: marked done here, or reminded of later. */
async function hiddenItemIds(auth: AuthContext, now: Date): Promise<Set<string>> {
  const states = await DashboardItemState.find(
    {
      userId: auth.user._id,
      customerId: auth.customerObjectId,
      $or: [{ doneAt: { $ne: null } }, { remindAt: { $gt: now } }],
    },
    { itemId: 1 },
  ).lean();
  return new Set(states.map((state) => state.itemId));
}

const idsOf = (hidden: Set<string>, source: 'task' | 'reservation'): Types.ObjectId[] =>
  [...hidden].flatMap((itemId) => {
    const parsed = sourceOfItemId(itemId);
    return parsed?.source === source ? [new Types.ObjectId(parsed.sourceId)] : [];
  });

/**
 * The task queries of the viewer, each on an index of the task model: field staff's own tasks
 * and their offers; for everyone else, what is due within a day, what has an open issue and
 * what nobody holds.
 */
function taskQueries(auth: AuthContext, viewer: TaskViewer, now: Date, hidden: Types.ObjectId[]) {
  const { $or: branches, ...customer } = scopeFilter(auth, viewer) as {
    $or?: Array<Record<string, unknown>>;
  };
  const open = { ...customer, status: { $in: OPEN_TASK_STATUSES }, _id: { $nin: hidden } };
  const find = (filter: Record<string, unknown>, sort: Record<string, 1 | -1>) =>
    Task.find({ ...open, ...filter }, TASK_FIELDS)
      .sort(sort)
      .limit(DASHBOARD_ITEMS_LIMIT)
      .lean<TaskRow[]>();
  if (branches) return branches.map((branch) => find(branch, { dueDate: 1, _id: 1 }));
  return [
    find({ dueDate: { $ne: null, $lte: new Date(now.getTime() + DAY_MS) } }, { dueDate: 1 }),
    find(UNRESOLVED_ISSUE_FILTER, { dueDate: 1 }),
    find({ 'assignments.status': { $nin: LIVE_ASSIGNMENT_STATUSES } }, { createdAt: -1 }),
  ];
}

function taskItem(
  task: TaskRow,
  viewer: TaskViewer,
  now: Date,
  zoneOf: ZoneOf,
): DashboardItem | null {
  const assigned = assignedOf(task);
  const kind = taskItemKind(
    {
      due: task.dueDate ?? null,
      hasOpenIssue: task.issues.some((issue) => issue.status !== 'resolved'),
      assigned: assigned.assignments.some((assignment) =>
        LIVE_ASSIGNMENT_STATUSES.includes(assignment.status),
      ),
      assignedToViewer: isAssignedToViewer(viewer, assigned),
      viewerSeesOwnOnly: taskScope(viewer).kind === 'assigned',
    },
    now,
  );
  if (!kind) return null;
  const id = task._id.toString();
  return {
    id: dashboardItemIdOf('task', id),
    kind,
    source: 'task',
    sourceId: id,
    title: task.title,
    subtitle: TASK_STATUS_LABELS[task.status as TaskStatus],
    at: task.dueDate ? task.dueDate.toISOString() : null,
    timeZone: zoneOf(task.listingId),
    createdAt: task.createdAt.toISOString(),
    mayMarkDone: taskUpdateRefusal(viewer, assigned, ['status']) === null,
  };
}

type RequestRow = Pick<
  ReservationDoc,
  'guestName' | 'checkIn' | 'checkOut' | 'status' | 'platform' | 'confirmationCode' | 'listingId'
> & { _id: Types.ObjectId; createdAt: Date };

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function requestItem(request: RequestRow, zoneOf: ZoneOf): DashboardItem {
  const id = request._id.toString();
  const what = request.status === 'inquiry' ? 'Inquiry' : 'Booking request';
  return {
    id: dashboardItemIdOf('reservation', id),
    kind: 'reservation_request',
    source: 'reservation',
    sourceId: id,
    title: `${what} from ${request.guestName}`,
    subtitle: `${DAY_LABEL.format(request.checkIn)} – ${DAY_LABEL.format(request.checkOut)} · ${request.platform} · ${request.confirmationCode}`,
    at: request.checkIn.toISOString(),
    timeZone: zoneOf(request.listingId),
    createdAt: request.createdAt.toISOString(),
    mayMarkDone: true,
  };
}

/** Requests for stays not yet over, on the customer's check-in index. */
const reservationRequests = (auth: AuthContext, now: Date, hidden: Types.ObjectId[]) =>
  REQUEST_ROLES.includes(auth.role)
    ? Reservation.find(
        {
          customerId: auth.customerObjectId,
          checkIn: { $gte: new Date(now.getTime() - LONGEST_STAY_MS) },
          checkOut: { $gte: now },
          status: { $in: REQUEST_STATUSES },
          _id: { $nin: hidden },
        },
        {
          guestName: 1,
          checkIn: 1,
          checkOut: 1,
          status: 1,
          platform: 1,
          confirmationCode: 1,
          listingId: 1,
          createdAt: 1,
        },
      )
        .sort({ checkIn: 1 })
        .limit(DASHBOARD_ITEMS_LIMIT)
        .lean<RequestRow[]>()
    : Promise.resolve([]);

/** GET /api/dashboard/items: what needs the caller's attention, in rank order. */
export async function dashboardItems(auth: AuthContext): Promise<DashboardItems> {
  const now = new Date();
  const [viewer, hidden, choice] = await Promise.all([
    viewerOf(auth),
    hiddenItemIds(auth, now),
    ReminderChoice.findOne({ userId: auth.user._id }).lean(),
  ]);
  const [requests, ...taskLists] = await Promise.all([
    reservationRequests(auth, now, idsOf(hidden, 'reservation')),
    ...taskQueries(auth, viewer, now, idsOf(hidden, 'task')),
  ]);
  const tasks = taskLists.flat();
  const zoneOf = await zonesOf(auth, [
    ...tasks.map((task) => task.listingId),
    ...requests.map((request) => request.listingId),
  ]);
  const byId = new Map<string, DashboardItem>();
  for (const task of tasks) {
    const item = taskItem(task, viewer, now, zoneOf);
    if (item) byId.set(item.id, item);
  }
  requests.forEach((request) =>
    byId.set(
      dashboardItemIdOf('reservation', request._id.toString()),
      requestItem(request, zoneOf),
    ),
  );
  return {
    items: [...byId.values()].sort(compareDashboardItems).slice(0, DASHBOARD_ITEMS_LIMIT),
    scopeLabel: taskScopeLabel(viewer),
    lastReminderPreset: (choice?.preset ?? null) as DashboardItems['lastReminderPreset'],
  };
}
