import { Types } from 'mongoose';
import {
  categoryOf,
  defaultPriorityOf,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type NotificationType,
} from '@staydesk/contracts';
import { Customer } from '../models/customer';
import { Listing } from '../models/listing';
import { Notification, NotificationRecipient } from '../models/notification';
import { Task } from '../models/task';
import { TaskEvent } from '../models/task-event';
import { User } from '../models/user';
import { hashPassword } from '../services/passwords';

export const BENCH_DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const BATCH = 5_000;
export const BENCH_PASSWORD = 'bench-password';

const FEED_TYPES: readonly NotificationType[] = [
  'payment_failure',
  'reservation_created',
  'message',
  'system',
  'listing_updated',
  'guest_request',
];

export async function createBenchAdmin(name: string) {
  const customer = await Customer.create({ name });
  const email = `bench-${customer._id.toString()}@bench.test`;
  const user = await User.create({
    email,
    name: 'Bench Admin',
    passwordHash: await hashPassword(BENCH_PASSWORD),
    memberships: [{ customerId: customer._id, roles: ['admin'], active: true }],
  });
  return { customerId: customer._id, userId: user._id, email };
}

/** `count` notifications for one user, newest first one second apart, every third read. */
async function insertNotifications(
  owner: { customerId: Types.ObjectId; userId: Types.ObjectId },
  count: number,
  start: number,
): Promise<void> {
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const notifications = Array.from({ length: size }, (_, i) => {
      const index = offset + i;
      const type = FEED_TYPES[index % FEED_TYPES.length] ?? 'system';
      return {
        _id: new Types.ObjectId(),
        customerId: owner.customerId,
        type,
        category: categoryOf(type),
        priority: defaultPriorityOf(type),
        title: `Bench notification ${index}`,
        description:
          index % 4 === 0
            ? `A longer note that wraps over several lines in the list, the way a guest message or a payout summary does. Item ${index}.`
            : `Item ${index}`,
        createdAt: new Date(start - index * 1_000),
      };
    });
    await Notification.insertMany(notifications, { lean: true });
    await NotificationRecipient.insertMany(
      notifications.map((notification, i) => ({
        notificationId: notification._id,
        customerId: owner.customerId,
        userId: owner.userId,
        targetReason: 'admin',
        // lean inserts skip schema defaults: the list filters on these two.
        isRead: (offset + i) % 3 === 0,
        isArchived: false,
        category: notification.category,
        priority: notification.priority,
        type: notification.type,
        createdAt: notification.createdAt,
      })),
      { lean: true },
    );
  }
}

/** One customer with BENCH_DOCUMENTS tasks and as many notifications for its admin. */
export async function seedLargeCustomer(): Promise<string> {
  const admin = await createBenchAdmin('Bench Customer');
  const start = Date.now();
  for (let offset = 0; offset < BENCH_DOCUMENTS; offset += BATCH) {
    const size = Math.min(BATCH, BENCH_DOCUMENTS - offset);
    await Task.insertMany(
      Array.from({ length: size }, (_, i) => ({
        customerId: admin.customerId,
        title: `Bench task ${offset + i}`,
        category: 'cleaning',
        priority: 'medium',
        dueDate: new Date(start + (offset + i) * 60_000),
      })),
    );
  }
  await insertNotifications(admin, BENCH_DOCUMENTS, start);
  return admin.email;
}

/** A customer whose admin has `count` notifications: the sidebar scroll benchmark. */
export async function seedNotificationFeed(count: number): Promise<string> {
  const admin = await createBenchAdmin('Bench Feed');
  await insertNotifications(admin, count, Date.now());
  return admin.email;
}

/** The task detail bench's task: 50 checklist items, 20 subtasks and 200 timeline events. */
export async function seedHeavyTask(): Promise<{ email: string; taskId: string }> {
  const admin = await createBenchAdmin('Bench Detail');
  const customerId = admin.customerId;
  const listing = await Listing.create({
    customerId,
    name: 'Bench listing',
    details: { bedrooms: 3 },
  });
  const due = new Date(Date.now() + 3 * 86_400_000);
  const task = await Task.create({
    customerId,
    title: 'Bench heavy task',
    category: 'cleaning',
    priority: 'high',
    dueDate: due,
    listingId: listing._id,
    assignments: [{ userId: admin.userId, status: 'accepted' }],
    checklist: Array.from({ length: 50 }, (_, i) => ({
      title: `Checklist item ${i}`,
      section: `Section ${i % 5}`,
      required: i % 7 === 0,
    })),
  });
  await Task.insertMany(
    Array.from({ length: 20 }, (_, i) => ({
      customerId,
      title: `Bench subtask ${i}`,
      category: 'other',
      priority: 'normal',
      parentTaskId: task._id,
      subtaskOrder: i,
      listingId: listing._id,
      assignments: [{ userId: admin.userId }],
    })),
  );
  await TaskEvent.insertMany(
    Array.from({ length: 200 }, (_, i) => ({
      customerId,
      taskId: task._id,
      type: 'updated',
      description: `Updated priority (${i})`,
      metadata: { field: 'priority', from: 'low', to: 'high' },
      userId: admin.userId,
      userName: 'Bench Admin',
      userRole: 'admin',
    })),
  );
  return { email: admin.email, taskId: task._id.toString() };
}

/**
 * `count` more tasks for the customer of the user with this e-mail (the dashboard benchmark):
 * due from a day ago onwards, a few minutes apart, of every status, category and priority.
 */
export async function seedTasksForCustomerOf(email: string, count: number): Promise<void> {
  const user = await User.findOne({ email }).lean();
  const customerId = user?.memberships[0]?.customerId;
  if (!customerId) throw new Error(`No customer for ${email}`);
  const start = Date.now() - 86_400_000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    await Task.insertMany(
      Array.from({ length: size }, (_, i) => {
        const index = offset + i;
        return {
          customerId,
          title: `Bench dashboard task ${index}`,
          status: TASK_STATUSES[index % TASK_STATUSES.length],
          category: TASK_CATEGORIES[index % TASK_CATEGORIES.length],
          priority: TASK_PRIORITIES[index % TASK_PRIORITIES.length],
          dueDate: new Date(start + index * 5 * 60_000),
        };
      }),
    );
  }
}
