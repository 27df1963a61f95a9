import type { Types } from 'mongoose';
import {
  seesContactDetails,
  taskEditScope,
  type RelatedReservation,
  type ReservationContext,
  type Role,
  type Task,
  type TaskProperty,
  type TaskTag,
  type TaskViewer,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Listing, type ListingDoc } from '../models/listing';
import { ProviderRate } from '../models/provider-rate';
import { Reservation, type ReservationDoc } from '../models/reservation';
import { Tag } from '../models/tag';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { TaskEvent, type TaskEventDoc } from '../models/task-event';
import { User } from '../models/user';
import { presentTask, type PersonSummary } from '../presenters/task';
import { escalationsOfTask } from './escalations/history';
import { assignedOf, findReadableTask, viewerOf } from './tasks-access';
import { attachmentsOfTask } from './attachments';
import { paymentReadOf } from './payments/payment-read';
import { presentBusinessDetails, presentListingDetails, presentPlatformData } from './listings';
import { recordInteraction } from './tasks-history';
import { presentTaskEvent } from './task-timeline';
import { bidProvidersOf } from './marketplace/providers';
import { customerTimeZone, listingTimeZone } from './task-zones';

/** The most of a timeline the read model carries, newest first. */
export const TIMELINE_LIMIT = 500;

type ListingLean = ListingDoc & { _id: Types.ObjectId };

async function listingsById(customerId: Types.ObjectId, ids: Types.ObjectId[]) {
  if (ids.length === 0) return new Map<string, ListingLean>();
  const listings = await Listing.find({ customerId, _id: { $in: ids } }).lean<ListingLean[]>();
  return new Map(listings.map((listing) => [listing._id.toString(), listing]));
}

function propertyOf(listing: ListingLean | undefined, withAccess: boolean): TaskProperty | null {
  if (!listing) return null;
  return {
    id: listing._id.toString(),
    name: listing.name,
    thumbnail: listing.photos?.[0]?.thumbnailUrl ?? null,
    location: {
      address: listing.location?.address ?? '',
      city: listing.location?.city ?? '',
      state: listing.location?.state ?? '',
    },
    details: presentListingDetails(listing.details),
    businessDetails: presentBusinessDetails(listing.businessDetails),
    platformData: presentPlatformData(listing.platformData),
    access: withAccess
      ? {
          wifi: listing.wifi?.network
            ? { network: listing.wifi.network, password: listing.wifi.password ?? '' }
            : null,
          // The host's HTML, sanitised by the page that renders it.
          instructions: listing.serviceProviderAccess?.htmlContent ?? null,
        }
      : null,
  };
}

/**
 * The people a task names, with their addresses only for a viewer whose role reads colleagues'
 * contact details: the rule `GET /api/user/users` follows (decision 0037).
 */
async function peopleById(
  ids: Types.ObjectId[],
  viewerRole: Role,
): Promise<Map<string, PersonSummary>> {
  if (ids.length === 0) return new Map();
  const withAddresses = seesContactDetails(viewerRole);
  const users = await User.find(
    { _id: { $in: ids } },
    withAddresses ? { name: 1, email: 1, image: 1 } : { name: 1, image: 1 },
  ).lean();
  return new Map(
    users.map((user) => [
      user._id.toString(),
      { name: user.name, email: withAddresses ? user.email : null, image: user.image ?? null },
    ]),
  );
}

async function tagsById(customerId: Types.ObjectId, ids: Types.ObjectId[]) {
  if (ids.length === 0) return new Map<string, TaskTag>();
  const tags = await Tag.find({ customerId, _id: { $in: ids } }, { name: 1, color: 1 }).lean();
  return new Map(
    tags.map((tag) => [
      tag._id.toString(),
      { id: tag._id.toString(), name: tag.name, color: tag.color },
    ]),
  );
}

const unique = (ids: Array<Types.ObjectId | null | undefined>) => [
  ...new Map(ids.flatMap((id) => (id ? [[id.toString(), id] as const] : []))).values(),
];

/** The light read model of many tasks: one parallel round of queries whatever their number. */
export async function presentTaskList(auth: AuthContext, tasks: TaskDoc[]): Promise<Task[]> {
  const [listings, people, tags, customerZone, bidProviders] = await Promise.all([
    listingsById(auth.customerObjectId, unique(tasks.map((task) => task.listingId))),
    peopleById(unique(tasks.flatMap((task) => task.assignments.map((a) => a.userId))), auth.role),
    tagsById(auth.customerObjectId, unique(tasks.flatMap((task) => task.tagIds))),
    customerTimeZone(auth.customerObjectId),
    bidProvidersOf(tasks),
  ]);
  return tasks.map((task) => {
    const listing = listings.get(task.listingId?.toString() ?? '');
    return presentTask(task, {
      people,
      tags,
      bidProviders,
      currency: listing?.currency ?? undefined,
      property: propertyOf(listing, false),
      timeZone: listingTimeZone(listing, customerZone),
    });
  });
}

const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

function reservationContext(
  reservation: ReservationDoc & { _id: Types.ObjectId },
  listingName: string,
): ReservationContext {
  return {
    id: reservation._id.toString(),
    confirmationCode: reservation.confirmationCode,
    guestName: reservation.guestName,
    guestId: null,
    listingId: reservation.listingId.toString(),
    listingName,
    checkIn: calendarDay(reservation.checkIn),
    checkOut: calendarDay(reservation.checkOut),
    status: reservation.status,
    source: reservation.platform,
  };
}

function relatedReservation(
  reservation: ReservationDoc & { _id: Types.ObjectId },
): RelatedReservation {
  return {
    id: reservation._id.toString(),
    confirmationCode: reservation.confirmationCode,
    checkIn: calendarDay(reservation.checkIn),
    checkOut: calendarDay(reservation.checkOut),
    checkInTime: reservation.checkInTime ?? null,
    guestDetails: { number_of_guests: reservation.guests?.total ?? null },
  };
}

/** The listing's next stay from the task's due day (today's when it has none). */
function nextReservationOf(task: TaskDoc) {
  if (!task.listingId) return null;
  const from = new Date(task.dueDate ?? Date.now());
  from.setUTCHours(0, 0, 0, 0);
  return Reservation.findOne({
    customerId: task.customerId,
    listingId: task.listingId,
    checkIn: { $gte: from },
    status: { $ne: 'cancelled' },
  })
    .sort({ checkIn: 1 })
    .lean<ReservationDoc & { _id: Types.ObjectId }>();
}

/** Mean minutes of the completed tasks of the same category at the same listing. */
async function historicalAnalyticsOf(task: TaskDoc): Promise<Task['historicalAnalytics']> {
  if (!task.listingId) return { averageDuration: null, completedCount: 0 };
  const [stats] = await TaskModel.aggregate<{ average: number; count: number }>([
    {
      $match: {
        customerId: task.customerId,
        listingId: task.listingId,
        category: task.category,
        status: 'completed',
        actualDuration: { $ne: null },
      },
    },
    { $group: { _id: null, average: { $avg: '$actualDuration' }, count: { $sum: 1 } } },
  ]);
  return stats
    ? { averageDuration: Math.round(stats.average), completedCount: stats.count }
    : { averageDuration: null, completedCount: 0 };
}

/** What a subtask summary needs, and no more: a busy parent has many. */
const SUBTASK_FIELDS = {
  title: 1,
  status: 1,
  priority: 1,
  description: 1,
  dueDate: 1,
  subtaskOrder: 1,
  assignments: 1,
};

function subtasksOf(task: TaskDoc) {
  return TaskModel.find({ customerId: task.customerId, parentTaskId: task._id }, SUBTASK_FIELDS)
    .sort({ subtaskOrder: 1, _id: 1 })
    .lean<TaskDoc[]>();
}

async function rateOf(task: TaskDoc): Promise<Task['serviceProviderRate']> {
  const assignee = task.assignments.find((assignment) => assignment.status !== 'declined');
  if (!assignee) return null;
  const rate = await ProviderRate.findOne({
    customerId: task.customerId,
    userId: assignee.userId,
  }).lean();
  return rate
    ? {
        type: rate.type as 'hourly' | 'per_room' | 'other',
        amount: rate.amount,
        currency: rate.currency,
      }
    : null;
}

/**
 * The whole read model of one task. Every related document comes in one parallel round by id,
 * then one more for the people the subtasks name.
 */
export async function presentFullTask(viewer: TaskViewer, task: TaskDoc): Promise<Task> {
  const withAccess = taskEditScope(viewer, assignedOf(task)) !== 'none';
  const [
    listings,
    tags,
    subtasks,
    events,
    parent,
    source,
    next,
    history,
    rate,
    attachments,
    payment,
    escalations,
    bidProviders,
  ] = await Promise.all([
    // The task's own customer's: a super user reads any customer's task.
    listingsById(task.customerId, unique([task.listingId])),
    tagsById(task.customerId, task.tagIds),
    subtasksOf(task),
    TaskEvent.find({ taskId: task._id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(TIMELINE_LIMIT)
      .lean<TaskEventDoc[]>(),
    task.parentTaskId
      ? TaskModel.findOne(
          { _id: task.parentTaskId, customerId: task.customerId },
          { title: 1 },
        ).lean()
      : null,
    task.reservationId
      ? Reservation.findOne({ _id: task.reservationId, customerId: task.customerId }).lean<
          ReservationDoc & { _id: Types.ObjectId }
        >()
      : null,
    nextReservationOf(task),
    historicalAnalyticsOf(task),
    rateOf(task),
    attachmentsOfTask(task.customerId, task._id),
    paymentReadOf(task),
    escalationsOfTask(task.customerId, task._id),
    bidProvidersOf([task]),
  ]);
  const [people, customerZone] = await Promise.all([
    peopleById(
      unique(
        [...task.assignments, ...subtasks.flatMap((subtask) => subtask.assignments)].map(
          (a) => a.userId,
        ),
      ),
      viewer.role,
    ),
    customerTimeZone(task.customerId),
  ]);
  const listing = listings.get(task.listingId?.toString() ?? '');
  return presentTask(task, {
    people,
    tags,
    bidProviders,
    currency: listing?.currency ?? undefined,
    property: propertyOf(listing, withAccess),
    timeZone: listingTimeZone(listing, customerZone),
    parent: parent ? { id: parent._id.toString(), title: parent.title } : null,
    subtasks: subtasks.map((subtask, index) => {
      const assignee = subtask.assignments.find((a) => a.status !== 'declined');
      return {
        id: subtask._id.toString(),
        title: subtask.title,
        status: subtask.status as Task['status'],
        priority: subtask.priority as Task['priority'],
        description: subtask.description ?? '',
        assignedTo: assignee ? (people.get(assignee.userId.toString())?.name ?? null) : null,
        dueDate: subtask.dueDate ? subtask.dueDate.toISOString() : null,
        subtaskOrder: subtask.subtaskOrder ?? index,
      };
    }),
    timeline: events.map(presentTaskEvent),
    attachments,
    sourceReservation: source
      ? reservationContext(source, listing?.name ?? 'Unknown listing')
      : null,
    nextReservation: next ? relatedReservation(next) : null,
    historicalAnalytics: history,
    escalations,
    serviceProviderRate: rate,
    payment,
  });
}

/**
 * GET /api/tasks?taskId=: the task the caller may read, whole. It joins the caller's recent
 * activity when it is of the caller's customer (the activity is kept per customer).
 */
export async function openTask(auth: AuthContext, taskId: string): Promise<Task> {
  const viewer = await viewerOf(auth);
  const task = await findReadableTask(auth, viewer, taskId);
  const ownCustomers = task.customerId.equals(auth.customerObjectId);
  const [presented] = await Promise.all([
    presentFullTask(viewer, task),
    ownCustomers ? recordInteraction(auth, task._id) : null,
  ]);
  return presented;
}
