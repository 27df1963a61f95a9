import mongoose, { type Types } from 'mongoose';
import {
  DEFAULT_EVENT_KIND,
  NOTIFICATION_TYPE_RULES,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  recipientsOf,
  type NotificationCategory,
  type NotificationType,
  type Role,
  type TaskCategory,
} from '@staydesk/contracts';
import { Customer } from '../models/customer';
import { Listing, ListingGroup } from '../models/listing';
import { Notification, NotificationRecipient } from '../models/notification';
import { Reservation } from '../models/reservation';
import { Task, type TaskDoc } from '../models/task';
import { User } from '../models/user';
import { hashPassword } from '../services/passwords';
import {
  DEMO_CUSTOMER,
  DEMO_ROLES,
  DEMO_TIME_ZONE,
  GROUPS,
  GUESTS,
  LISTINGS,
  NOTIFICATION_SAMPLES,
  PEOPLE,
  TASK_TITLES,
} from './fixtures';
import { seedDemoPayments } from './demo-payments';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoEscalations } from './demo-escalations';
import { seedDemoIssues } from './demo-issues';
import { seedPaletteData } from './palette-data';
import { placeholderPhoto, seededRandom } from './random';
import {
  checklistOf,
  countTags,
  fieldDayTasks,
  seedSubtasks,
  seedTaskCatalog,
  seedTimelines,
} from './task-domain';

const DAY_MS = 86_400_000;
/** In-progress demo tasks were started this long before the demo opens. */
const STARTED_BEFORE_SEED_MS = 40 * 60_000;

/** Notification types that are about one task. */
const TASK_NOTIFICATION_TYPES = new Set<NotificationType>(['dashboard_assignment', 'mention']);

const taskNotificationText = (type: NotificationType, title: string) =>
  type === 'mention' ? `Theo Lead mentioned you on "${title}".` : `You were assigned: ${title}`;

/** One blocking issue, an open one and a resolved one among the demo tasks. */
function issuesOf(index: number) {
  if (index === 3) return [{ title: 'Washer is broken, laundry cannot start', isBlocking: true }];
  if (index === 8) return [{ title: 'Stain on the sofa', isBlocking: false }];
  if (index === 16) return [{ title: 'Missing TV remote', status: 'resolved' }];
  return [];
}

export interface SeedSummary {
  customerId: string;
  users: number;
  listings: number;
  reservations: number;
  tasks: number;
  notifications: number;
}

export async function isDatabaseEmpty(): Promise<boolean> {
  return (
    (await Customer.estimatedDocumentCount()) === 0 && (await User.estimatedDocumentCount()) === 0
  );
}

/** Collections a reset keeps: the remote registry and the web-push key browsers subscribed with. */
const KEPT_ON_RESET = new Set(['remotereleases', 'vapidkeys']);

/** Empties every collection but those that are not demo data. */
export async function resetDatabase(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  for (const collection of await db.listCollections().toArray()) {
    if (!KEPT_ON_RESET.has(collection.name) && !collection.name.startsWith('system.')) {
      await db.collection(collection.name).deleteMany({});
    }
  }
}

export async function seedDemo(password: string, now = new Date()): Promise<SeedSummary> {
  const random = seededRandom(20261121);
  const customer = await Customer.create({ name: DEMO_CUSTOMER, timeZone: DEMO_TIME_ZONE });
  const passwordHash = await hashPassword(password);
  const userIds = new Map<Role, Types.ObjectId>();
  for (const role of DEMO_ROLES) {
    const user = await User.create({
      email: `${role}@demo.test`,
      name: PEOPLE[role],
      passwordHash,
      emailVerified: role !== 'user',
      phoneVerified: role !== 'user' && role !== 'owner',
      companyId: role === 'partner' || role === 'cleaner' ? 'sparkle-co' : null,
      memberships: [{ customerId: customer._id, roles: [role], active: true }],
    });
    userIds.set(role, user._id);
  }
  await User.create({
    email: 'super@demo.test',
    name: 'Sam Super',
    passwordHash,
    isSuperUser: true,
    emailVerified: true,
    phoneVerified: true,
    memberships: [{ customerId: customer._id, roles: ['admin'], active: true }],
  });
  // Someone who works in two roles: switches between them without signing in again.
  await User.create({
    email: 'multi@demo.test',
    name: 'Morgan Multi',
    passwordHash,
    emailVerified: true,
    phoneVerified: true,
    memberships: [{ customerId: customer._id, roles: ['team_lead', 'cleaner'], active: true }],
  });
  const { tagIds } = await seedTaskCatalog(customer._id, userIds, passwordHash);

  const groups = await ListingGroup.insertMany(
    GROUPS.map((name) => ({ customerId: customer._id, name })),
  );
  const listings = await Listing.insertMany(
    LISTINGS.map((listing, index) => ({
      customerId: customer._id,
      groupId: groups[listing.group]?._id,
      name: listing.name,
      timeZone: listing.timeZone ?? null,
      location: {
        address: `${10 + index * 7} ${random.pick(['Ocean', 'Pine', 'Harbor', 'Maple', 'Summit'])} Street`,
        city: listing.city,
        state: listing.state,
        zipcode: `04${String(100 + index * 13).padStart(3, '0')}`,
      },
      photos: [0, 1, 2].map((photo) => {
        const label = listing.name.split('·')[0]?.trim() ?? listing.name;
        return {
          largeUrl: placeholderPhoto(label, index + photo),
          thumbnailUrl: placeholderPhoto(label, index + photo, 160, 100),
        };
      }),
      details: {
        guests: 2 + (index % 5) * 2,
        bedrooms: 1 + (index % 4),
        beds: 1 + (index % 5),
        baths: 1 + (index % 3) * 0.5,
        propertyType: listing.group === 2 ? 'Cabin' : listing.group === 1 ? 'House' : 'Apartment',
        roomType: 'Entire home',
      },
      wifi: { network: `Stay-${index + 1}`, password: `welcome-${1000 + index * 37}` },
      serviceProviderAccess: {
        htmlContent: `<p>Lockbox by the <strong>side door</strong>, code <strong>${4100 + index}</strong>.</p><p>Park in the driveway; supplies are in the hall closet.</p>`,
      },
    })),
  );

  const reservations = await Reservation.insertMany(
    Array.from({ length: 40 }, (_, index) => {
      const listing = listings[index % listings.length]!;
      const start = new Date(
        now.getTime() + (Math.floor(index / listings.length) * 9 + random.int(-2, 8)) * DAY_MS,
      );
      start.setUTCHours(0, 0, 0, 0);
      const nights = random.int(2, 6);
      const adults = random.int(1, 4);
      const children = random.int(0, 2);
      return {
        customerId: customer._id,
        listingId: listing._id,
        confirmationCode: `HM${(0x1a2b3 + index * 7919).toString(36).toUpperCase()}`,
        guestName: GUESTS[index % GUESTS.length],
        guestContact: `guest${index + 1}@example.com`,
        checkIn: start,
        checkOut: new Date(start.getTime() + nights * DAY_MS),
        status: index % 11 === 0 ? 'cancelled' : index % 7 === 0 ? 'pending' : 'confirmed',
        platform: (['airbnb', 'booking', 'direct'] as const)[index % 3],
        guests: {
          total: adults + children,
          adults,
          children,
          infants: 0,
          pets: index % 9 === 0 ? 1 : 0,
        },
        pricing: { total: nights * random.int(140, 420), hostPayout: 0, currency: 'USD' },
      };
    }),
  );

  await seedPaletteData(customer._id);
  await seedDemoPayments(
    customer._id,
    userIds,
    listings.map((listing) => listing._id),
    now,
  );
  await seedDemoMarketplace(customer._id, userIds, passwordHash, now);
  await seedDemoEscalations(
    customer._id,
    userIds,
    listings.map((listing) => listing._id),
    now,
  );

  const staff = [
    userIds.get('cleaner'),
    userIds.get('maintenance'),
    userIds.get('inspector'),
    userIds.get('partner'),
  ];
  const tasks = Array.from({ length: 60 }, (_, index) => {
    const category = TASK_CATEGORIES[index % TASK_CATEGORIES.length] as TaskCategory;
    const status = TASK_STATUSES[index % TASK_STATUSES.length];
    const listing = listings[index % listings.length]!;
    const reservation = reservations[index % reservations.length]!;
    const due = new Date(now.getTime() + (index - 12) * 0.6 * DAY_MS);
    due.setUTCMinutes(0, 0, 0);
    const assignee = index % 3 === 0 ? null : staff[index % staff.length];
    const eligible = index % 2 === 0;
    return {
      customerId: customer._id,
      title: `${random.pick(TASK_TITLES[category])} — ${listing.name.split('·')[0]?.trim()}`,
      description: `Scheduled around ${reservation.guestName}'s stay.`,
      category,
      priority: TASK_PRIORITIES[index % TASK_PRIORITIES.length],
      status,
      dueDate: due,
      // Started shortly before the demo opens: a run begun days ago would show its timer at
      // thousands of minutes.
      startedAt:
        status === 'in_progress' || status === 'blocked'
          ? new Date(now.getTime() - STARTED_BEFORE_SEED_MS)
          : null,
      completedAt: status === 'completed' ? due : null,
      estimatedDuration: [30, 45, 60, 90, 120][index % 5],
      actualDuration: status === 'completed' ? random.int(30, 120) : null,
      tagIds: index % 3 === 1 ? [tagIds[index % tagIds.length]] : [],
      issues: issuesOf(index),
      listingId: listing._id,
      reservationId: index % 4 === 0 ? null : reservation._id,
      marketplaceEligible: eligible,
      createdBy: userIds.get('admin'),
      checklist: checklistOf(category).map((item) => ({
        ...item,
        completed: status === 'completed',
      })),
      assignments: assignee
        ? [{ userId: assignee, status: index % 2 === 0 ? 'accepted' : 'pending' }]
        : [],
      bids:
        eligible && !assignee
          ? [
              {
                providerId: userIds.get('partner'),
                amount: 60 + index * 3,
                estimatedDuration: 90,
                notes: 'Can do it in the morning.',
              },
            ]
          : [],
    };
  });
  const plain = (docs: Array<{ toObject(): unknown }>) =>
    docs.map((doc) => doc.toObject() as TaskDoc);
  const inserted = plain(
    await Task.insertMany([...tasks, ...fieldDayTasks(customer, userIds, listings, now)]),
  );
  const subtasks = plain(
    await seedSubtasks(
      inserted.filter((task, index) => index % 15 === 1 && task.status !== 'cancelled'),
    ),
  );
  const people = new Map([...userIds].map(([role, id]) => [id.toString(), PEOPLE[role]]));
  const allTasks = [...inserted, ...subtasks];
  await Promise.all([seedTimelines(allTasks, people), countTags(customer._id, tagIds)]);
  await seedDemoIssues(customer._id, userIds.get('cleaner')!, now);
  const assigned = allTasks.filter((task) => task.assignments.length > 0);

  // Each notification about a task names a different one, and goes to whom it concerns.
  const aboutTask = new Map<number, TaskDoc>();
  const notifications = await Notification.insertMany(
    Array.from({ length: 100 }, (_, index) => {
      const sample = NOTIFICATION_SAMPLES[index % NOTIFICATION_SAMPLES.length]!;
      const rule = NOTIFICATION_TYPE_RULES[sample.type];
      const task = TASK_NOTIFICATION_TYPES.has(sample.type)
        ? assigned[(index * 7) % assigned.length]
        : undefined;
      if (task) aboutTask.set(index, task);
      return {
        customerId: customer._id,
        type: sample.type,
        category: rule.category,
        priority: rule.priority,
        title: sample.title,
        description: task ? taskNotificationText(sample.type, task.title) : sample.description,
        sourceType: task ? 'task' : sample.type.startsWith('reservation') ? 'reservation' : null,
        sourceReference: task ? { taskId: task._id.toString() } : null,
        metadata: {},
        createdAt: new Date(now.getTime() - index * 47 * 60_000),
      };
    }),
  );
  const candidates = [...userIds].map(([role, id]) => ({
    userId: id.toString(),
    roles: [role],
    active: true,
  }));
  const recipients = notifications.flatMap((notification, index) => {
    const kind = DEFAULT_EVENT_KIND[notification.category as NotificationCategory];
    const task = aboutTask.get(index);
    const concerned = task ? task.assignments.map((a) => a.userId.toString()) : [];
    const targets =
      notification.type === 'dashboard_assignment'
        ? recipientsOf('assignment', { assigneeIds: concerned }, candidates)
        : notification.type === 'mention'
          ? recipientsOf('mention', { mentionedIds: concerned }, candidates)
          : recipientsOf(kind, {}, candidates);
    return targets.map((target) => ({
      notificationId: notification._id,
      customerId: customer._id,
      userId: target.userId,
      targetReason: target.reason,
      isRead: index >= 12 && index % 3 !== 0,
      category: notification.category,
      priority: notification.priority,
      type: notification.type,
      createdAt: notification.createdAt,
    }));
  });
  await NotificationRecipient.insertMany(recipients);

  return {
    customerId: customer._id.toString(),
    users: DEMO_ROLES.length + 1,
    listings: listings.length,
    reservations: reservations.length,
    tasks: allTasks.length,
    notifications: notifications.length,
  };
}
