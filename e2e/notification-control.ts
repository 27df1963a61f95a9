import {
  categoryOf,
  defaultPriorityOf,
  type NotificationPriority,
  type NotificationType,
} from '@staydesk/contracts';
import { Notification, NotificationRecipient } from '../api/src/models/notification';
import { Types } from 'mongoose';
import { Listing } from '../api/src/models/listing';
import { MessageThread } from '../api/src/models/message-thread';
import { Reservation } from '../api/src/models/reservation';
import { User } from '../api/src/models/user';
import { publish } from '../api/src/services/live-events';

/** One notification a test wants its user to have, newest first by `minutesAgo`. */
export interface NotificationFixture {
  type: NotificationType;
  title?: string | null;
  description?: string | null;
  priority?: NotificationPriority;
  read?: boolean;
  minutesAgo?: number;
  sourceType?: string;
  sourceReference?: Record<string, string>;
  externalLink?: string;
  metadata?: Record<string, unknown>;
}

export interface ReplaceRequest {
  notifications?: NotificationFixture[];
  /** Adds this many generated notifications after the given ones (the long-list tests). */
  generate?: number;
  /** Tells the user's open tabs, as a real change would; off to test refreshing by hand. */
  announce?: boolean;
}

/**
 * The models here are the API's own, imported into the process that runs the platform: the
 * same mongoose connection the API uses, so these writes are the data the browser then reads.
 */
async function memberOf(email: string) {
  const user = await User.findOne({ email: email.toLowerCase() }).lean();
  const membership = user?.memberships.find((m) => m.active);
  if (!user || !membership) throw new Error(`no active user ${email}`);
  return { userId: user._id, customerId: membership.customerId };
}

const GENERATED_TYPES: readonly NotificationType[] = [
  'reservation_created',
  'message',
  'payout_completed',
  'review_positive',
  'sync',
  'guest_request',
];

function generated(count: number, startMinutes: number): NotificationFixture[] {
  return Array.from({ length: count }, (_, index) => ({
    type: GENERATED_TYPES[index % GENERATED_TYPES.length]!,
    title: `Generated notification ${index + 1}`,
    description: `Number ${index + 1} of ${count}, to scroll through.`,
    read: index % 4 !== 0,
    minutesAgo: startMinutes + index,
  }));
}

/** Replaces every notification of the user with the fixtures; the rest of the data stays. */
export async function replaceNotifications(email: string, request: ReplaceRequest) {
  const { userId, customerId } = await memberOf(email);
  const previous = await NotificationRecipient.distinct('notificationId', { userId });
  await NotificationRecipient.deleteMany({ userId });
  // A notification shared with other users stays for them.
  const stillShared = await NotificationRecipient.distinct('notificationId', {
    notificationId: { $in: previous },
  });
  await Notification.deleteMany({
    _id: { $in: previous.filter((id) => !stillShared.some((shared) => shared.equals(id))) },
  });

  const given = request.notifications ?? [];
  const fixtures = [...given, ...generated(request.generate ?? 0, given.length + 1)];
  const now = Date.now();
  const notifications = await Notification.insertMany(
    fixtures.map((fixture, index) => ({
      customerId,
      type: fixture.type,
      category: categoryOf(fixture.type),
      priority: fixture.priority ?? defaultPriorityOf(fixture.type),
      title: fixture.title === undefined ? `Notification ${index + 1}` : fixture.title,
      description: fixture.description === undefined ? null : fixture.description,
      sourceType: fixture.sourceType ?? null,
      sourceReference: fixture.sourceReference ?? null,
      externalLink: fixture.externalLink ?? null,
      metadata: fixture.metadata ?? {},
      createdAt: new Date(now - (fixture.minutesAgo ?? index) * 60_000),
    })),
  );
  await NotificationRecipient.insertMany(
    notifications.map((notification, index) => ({
      notificationId: notification._id,
      customerId,
      userId,
      targetReason: 'user',
      isRead: fixtures[index]?.read ?? false,
      category: notification.category,
      priority: notification.priority,
      type: notification.type,
      createdAt: notification.createdAt,
    })),
  );
  if (request.announce) {
    await publish({
      customerId,
      userId,
      topic: 'notifications',
      type: 'notification.updated',
      payload: {},
    });
  }
  return { ids: notifications.map((notification) => notification._id.toString()) };
}

/** A reservation of the user's customer, for the reservation dialog. */
export async function someReservation(email: string) {
  const { customerId } = await memberOf(email);
  const reservation = await Reservation.findOne({ customerId, status: 'confirmed' })
    .sort({ checkIn: 1 })
    .lean();
  if (!reservation) throw new Error('no reservation seeded');
  return {
    id: reservation._id.toString(),
    guestName: reservation.guestName,
    confirmationCode: reservation.confirmationCode,
  };
}

let reservationsMade = 0;

/**
 * A new one-night reservation of the user's customer, on its first listing, in 2031 and days
 * apart from any other this run made, so that no stay overlaps it (each run seeds afresh): a
 * request (Airbnb, pending) unless asked otherwise.
 */
export async function newReservation(
  email: string,
  { status = 'pending', platform = 'airbnb' }: { status?: string; platform?: string },
) {
  const { customerId } = await memberOf(email);
  const listing = await Listing.findOne({ customerId }).sort({ name: 1 }).lean();
  if (!listing) throw new Error('no listing seeded');
  reservationsMade += 1;
  const checkIn = new Date(Date.UTC(2031, 0, 1) + reservationsMade * 3 * 86_400_000);
  const suffix = `${Date.now().toString(36)}${reservationsMade}`.toUpperCase();
  const reservation = await Reservation.create({
    customerId,
    listingId: listing._id,
    confirmationCode: `E2E${suffix}`,
    guestName: `Guest ${suffix}`,
    guestContact: `guest-${suffix.toLowerCase()}@example.test`,
    checkIn,
    checkOut: new Date(checkIn.getTime() + 86_400_000),
    status,
    platform,
    guests: { total: 2, adults: 2, children: 0, infants: 0, pets: 0 },
    pricing: { total: 200, hostPayout: 200, base: 200 },
  });
  return {
    id: reservation._id.toString(),
    guestName: reservation.guestName,
    confirmationCode: reservation.confirmationCode,
    listingName: listing.name,
  };
}

/** What the reservation's guest conversation holds: each message's channel and text. */
export async function guestMessages(reservationId: string) {
  const thread = await MessageThread.findOne({
    reservationId: new Types.ObjectId(reservationId),
    teamMemberId: null,
  }).lean();
  return (thread?.messages ?? []).map((message) => ({
    channel: message.channel,
    body: message.body,
  }));
}
