import { Types } from 'mongoose';
import {
  ANOTHER_CUSTOMERS_TASK_NOTICE,
  canViewTask,
  isInScope,
  taskAccess,
  TASK_VIEW_REFUSAL,
  taskScope,
  type Role,
  type TaskViewer,
} from '@staydesk/contracts';
import { forbidden, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task, type TaskDoc } from '../models/task';
import { User } from '../models/user';

export const objectIdOrNull = (id: string | null | undefined) =>
  id && Types.ObjectId.isValid(id) && String(new Types.ObjectId(id)) === id.toLowerCase()
    ? new Types.ObjectId(id)
    : null;

interface Person {
  userId: string;
  role: Role;
  companyId?: string | null;
}

/** A user in one role as the task rules see them; a partner brings the users of its company. */
export async function viewerOfPerson(
  person: Person,
  customerId: Types.ObjectId,
): Promise<TaskViewer> {
  const viewer: TaskViewer = { userId: person.userId, role: person.role };
  if (person.role !== 'partner' || !person.companyId) return viewer;
  const colleagues = await User.find(
    {
      companyId: person.companyId,
      memberships: { $elemMatch: { customerId, active: true } },
    },
    { _id: 1 },
  ).lean();
  return { ...viewer, companyUserIds: colleagues.map((user) => user._id.toString()) };
}

/** The caller as the task rules see it. */
export const viewerOf = (auth: AuthContext): Promise<TaskViewer> =>
  viewerOfPerson(
    { userId: auth.userId, role: auth.role, companyId: auth.user.companyId },
    auth.customerObjectId,
  );

/** Assignments that still hold: a declined one hands the task back. */
export const LIVE_ASSIGNMENT_STATUSES = ['pending', 'accepted', 'completed'];

/** The viewer's scope (contracts' taskScope) as a query on the customer's tasks. */
export function scopeFilter(auth: AuthContext, viewer: TaskViewer): Record<string, unknown> {
  const scope = taskScope(viewer);
  const filter: Record<string, unknown> = { customerId: auth.customerObjectId };
  if (scope.kind === 'customer') return filter;
  const assigned = {
    assignments: {
      $elemMatch: {
        userId: { $in: scope.userIds.map((id) => new Types.ObjectId(id)) },
        status: { $in: LIVE_ASSIGNMENT_STATUSES },
      },
    },
  };
  const offered = {
    marketplaceEligible: true,
    status: { $in: ['todo', 'pending'] },
    'assignments.status': { $nin: LIVE_ASSIGNMENT_STATUSES },
  };
  filter.$or = scope.marketplaceOffers ? [assigned, offered] : [assigned];
  return filter;
}

/** The caller and a stored task as contracts' taskAccess (and the rules over it) reads them. */
export const accessSubjects = (auth: AuthContext, viewer: TaskViewer, task: TaskDoc) =>
  [
    { ...viewer, isSuperUser: auth.isSuperUser, customerId: auth.customerId },
    { customer_id: task.customerId.toString(), ...assignedOf(task) },
  ] as const;

/** Whether the caller acts on the task: its customer's, or another's as its assigned provider. */
export function actsOn(auth: AuthContext, viewer: TaskViewer, task: TaskDoc): boolean {
  const access = taskAccess(...accessSubjects(auth, viewer, task));
  return access === 'own customer' || access === "assigned provider: another customer's task";
}

/**
 * The task an action names: of the caller's customer and in its scope; and when `asProvider`,
 * another customer's on which the caller holds a live assignment, for the actions a provider
 * takes on its task (read, run, tick, report an issue, comment, its files). Anything else,
 * another customer's task or one outside the scope, answers exactly like a missing one; but a
 * super user, who reads another customer's task (findReadableTask), is told it is read-only (403).
 */
async function findActedOnTask(
  auth: AuthContext,
  viewer: TaskViewer,
  taskId: string,
  asProvider: boolean,
): Promise<TaskDoc> {
  const id = objectIdOrNull(taskId);
  const task = id
    ? await Task.findOne({ ...scopeFilter(auth, viewer), _id: id }).lean<TaskDoc>()
    : null;
  if (task) return task;
  const elsewhere =
    id && (asProvider || auth.isSuperUser) ? await Task.findById(id).lean<TaskDoc>() : null;
  if (elsewhere && !elsewhere.customerId.equals(auth.customerObjectId)) {
    if (asProvider && actsOn(auth, viewer, elsewhere)) return elsewhere;
    if (auth.isSuperUser) throw forbidden(ANOTHER_CUSTOMERS_TASK_NOTICE);
  }
  throw notFound('Task');
}

/** A task the caller may act on: of its customer and in its scope (findActedOnTask). */
export const findVisibleTask = (auth: AuthContext, viewer: TaskViewer, taskId: string) =>
  findActedOnTask(auth, viewer, taskId, false);

/**
 * A task the caller acts on as a provider: one it may act on (findVisibleTask), or another
 * customer's on which it holds a live assignment (decision 0048: a public offer won).
 */
export const findProvidersTask = (auth: AuthContext, viewer: TaskViewer, taskId: string) =>
  findActedOnTask(auth, viewer, taskId, true);

/**
 * The task holding an assignment the caller answers: one in its scope, or another customer's
 * on which it holds a live assignment. Another customer's task reaches a provider only through
 * the marketplace, where the assignee is the provider of a bid (accepted, or the claim), so
 * that customer's tasks are looked for among those the caller's company bid on.
 */
export async function findTaskOfAssignment(
  auth: AuthContext,
  viewer: TaskViewer,
  assignmentId: Types.ObjectId,
): Promise<TaskDoc | null> {
  const own = await Task.findOne({
    ...scopeFilter(auth, viewer),
    'assignments._id': assignmentId,
  }).lean<TaskDoc>();
  if (own) return own;
  const bidders = [viewer.userId, ...(viewer.companyUserIds ?? [])];
  const elsewhere = await Task.findOne({
    'bids.providerId': { $in: bidders.map((id) => new Types.ObjectId(id)) },
    'assignments._id': assignmentId,
  }).lean<TaskDoc>();
  return elsewhere && actsOn(auth, viewer, elsewhere) ? elsewhere : null;
}

/**
 * Whether the caller works a task at this listing of another customer: a provider holding a live
 * assignment there reads the listing its property details show (decision 0048).
 */
export async function worksAtListing(
  auth: AuthContext,
  listing: { _id: Types.ObjectId; customerId: Types.ObjectId },
): Promise<boolean> {
  const viewer = await viewerOf(auth);
  const scope = taskScope(viewer);
  if (scope.kind !== 'assigned' || !scope.marketplaceOffers) return false;
  const tasks = await Task.find(
    {
      customerId: listing.customerId,
      'assignments.userId': { $in: scope.userIds.map((id) => new Types.ObjectId(id)) },
      listingId: listing._id,
    },
    { customerId: 1, assignments: 1 },
  ).lean<TaskDoc[]>();
  return tasks.some((task) => actsOn(auth, viewer, task));
}

/**
 * The task a link opens (spec: tasks §6, contracts' canViewTask): one of the caller's customer
 * in its scope; another customer's on which the caller, a provider, holds a live assignment;
 * or any customer's for a super user. Another customer's task is otherwise refused with the
 * permission answer the task surfaces show, and nothing of it; one of the caller's customer
 * outside its scope answers like a missing one, as in every list.
 */
export async function findReadableTask(
  auth: AuthContext,
  viewer: TaskViewer,
  taskId: string,
): Promise<TaskDoc> {
  const id = objectIdOrNull(taskId);
  const task = id ? await Task.findById(id).lean<TaskDoc>() : null;
  if (!task) throw notFound('Task');
  if (!canViewTask(...accessSubjects(auth, viewer, task))) throw forbidden(TASK_VIEW_REFUSAL);
  const ownCustomers = task.customerId.equals(auth.customerObjectId);
  if (ownCustomers && !isInScope(viewer, scopeView(task))) throw notFound('Task');
  return task;
}

/** The issues as the contracts' rules read them (blocking, completion, start). */
export const issuesOf = (task: Pick<TaskDoc, 'issues'>) => ({
  issues: task.issues.map((issue) => ({ status: issue.status, is_blocking: issue.isBlocking })),
});

/** The assignment list as the contracts' rules read it. */
export const assignedOf = (task: Pick<TaskDoc, 'assignments'>) => ({
  assignments: task.assignments.map((assignment) => ({
    user_id: assignment.userId.toString(),
    status: assignment.status,
  })),
});

/** The fields of a stored task the visibility rule (contracts' isInScope) reads. */
export const scopeView = (task: TaskDoc) => ({
  status: task.status,
  marketplace_eligible: task.marketplaceEligible,
  ...assignedOf(task),
});
