import { Types } from 'mongoose';
import { Customer } from '../models/customer';
import { Notification, NotificationRecipient } from '../models/notification';
import { Task } from '../models/task';
import { User } from '../models/user';
import { hashPassword } from '../services/passwords';

export const BENCH_DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const BATCH = 5_000;
export const BENCH_PASSWORD = 'bench-password';

/** One customer with BENCH_DOCUMENTS tasks and as many notifications for its admin. */
export async function seedLargeCustomer(): Promise<string> {
  const customer = await Customer.create({ name: 'Bench Customer' });
  const email = `bench-${customer._id.toString()}@bench.test`;
  const user = await User.create({
    email,
    name: 'Bench Admin',
    passwordHash: await hashPassword(BENCH_PASSWORD),
    memberships: [{ customerId: customer._id, roles: ['admin'], active: true }],
  });
  const start = Date.now();
  for (let offset = 0; offset < BENCH_DOCUMENTS; offset += BATCH) {
    const size = Math.min(BATCH, BENCH_DOCUMENTS - offset);
    await Task.insertMany(
      Array.from({ length: size }, (_, i) => ({
        customerId: customer._id,
        title: `Bench task ${offset + i}`,
        category: 'cleaning',
        priority: 'medium',
        dueDate: new Date(start + (offset + i) * 60_000),
      })),
    );
    const notifications = Array.from({ length: size }, (_, i) => ({
      _id: new Types.ObjectId(),
      customerId: customer._id,
      type: 'system',
      category: 'system',
      priority: 'medium',
      title: `Bench notification ${offset + i}`,
      createdAt: new Date(start - (offset + i) * 1_000),
    }));
    await Notification.insertMany(notifications, { lean: true });
    await NotificationRecipient.insertMany(
      notifications.map((notification) => ({
        notificationId: notification._id,
        customerId: customer._id,
        userId: user._id,
        targetReason: 'admin',
        // lean inserts skip schema defaults: the list filters on these two.
        isRead: false,
        isArchived: false,
        category: 'system',
        priority: 'medium',
        type: 'system',
        createdAt: notification.createdAt,
      })),
      { lean: true },
    );
  }
  return email;
}
