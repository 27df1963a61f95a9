import { NOTIFICATION_SETTINGS_PATH, notificationClickPath } from '@staydesk/contracts';
import type { JobKind } from '../../jobs/job-queue';
import {
  Notification,
  NotificationRecipient,
  type NotificationDoc,
} from '../../models/notification';
import { User, type UserDoc } from '../../models/user';
import { clickTargetOf } from './push-payload';
import type { NotificationSender, OutgoingMessage } from './senders';

export interface MessageJobData {
  recipientId: string;
}

export const EMAIL_JOB = 'notification.email';
export const SMS_JOB = 'notification.sms';

/** Two SMS segments at most. */
const SMS_MAX_LENGTH = 300;

type Person = Pick<UserDoc, 'name' | 'email' | 'phone' | 'phoneVerified'>;
type Composed = Pick<OutgoingMessage, 'to' | 'subject' | 'text'>;
type Content = Pick<NotificationDoc, 'title' | 'description' | 'sourceReference' | 'metadata'>;

const titleOf = (notification: Content) => notification.title || 'No title';

/** `shellOrigin`: where the links lead (see config.ts). */
export function emailOf(notification: Content, user: Person, shellOrigin: string): Composed {
  const opens = notificationClickPath(clickTargetOf(notification)) ?? '/';
  return {
    to: user.email,
    subject: titleOf(notification),
    text: [
      `Hello ${user.name},`,
      '',
      notification.description ?? titleOf(notification),
      '',
      `Open it in Staydesk: ${shellOrigin}${opens}`,
      '',
      `You can choose what reaches you by e-mail in your notification settings: ${shellOrigin}${NOTIFICATION_SETTINGS_PATH}`,
    ].join('\n'),
  };
}

export function smsOf(notification: Content, user: Person): Composed | null {
  if (!user.phone || !user.phoneVerified) return null;
  const text = notification.description
    ? `${titleOf(notification)}: ${notification.description}`
    : titleOf(notification);
  return {
    to: user.phone,
    subject: null,
    text: text.length > SMS_MAX_LENGTH ? `${text.slice(0, SMS_MAX_LENGTH - 1)}…` : text,
  };
}

const SENT_FLAG = { email: 'emailSent', sms: 'smsSent' } as const;

/** Sends one notification to one recipient by e-mail or SMS, once. */
export async function deliverMessage(
  channel: OutgoingMessage['channel'],
  sender: NotificationSender,
  { recipientId }: MessageJobData,
  compose: (notification: Content, user: Person) => Composed | null,
): Promise<void> {
  const recipient = await NotificationRecipient.findById(recipientId).lean();
  // A retry after the send went through but the flag did not: do not send twice.
  if (!recipient || recipient[SENT_FLAG[channel]]) return;
  const [notification, user] = await Promise.all([
    Notification.findOne({
      _id: recipient.notificationId,
      customerId: recipient.customerId,
    }).lean(),
    User.findById(recipient.userId, {
      name: 1,
      email: 1,
      phone: 1,
      phoneVerified: 1,
    }).lean<Person>(),
  ]);
  if (!notification || !user) return;
  const message = compose(notification, user);
  if (!message) return;
  await sender.send({
    channel,
    ...message,
    customerId: recipient.customerId,
    userId: recipient.userId,
    notificationId: recipient.notificationId,
  });
  await NotificationRecipient.updateOne(
    { _id: recipient._id },
    { $set: { [SENT_FLAG[channel]]: true } },
  );
}

export const emailJob = (
  sender: NotificationSender,
  shellOrigin: string,
): JobKind<MessageJobData> => ({
  name: EMAIL_JOB,
  concurrency: 4,
  maxAttempts: 5,
  run: (data) =>
    deliverMessage('email', sender, data, (notification, user) =>
      emailOf(notification, user, shellOrigin),
    ),
});

export const smsJob = (sender: NotificationSender): JobKind<MessageJobData> => ({
  name: SMS_JOB,
  concurrency: 2,
  maxAttempts: 3,
  run: (data) => deliverMessage('sms', sender, data, smsOf),
});
