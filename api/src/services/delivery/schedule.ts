import { Types } from 'mongoose';
import type { DeliveryChannel } from '@staydesk/contracts';
import type { JobQueue } from '../../jobs/job-queue';
import { PushSubscription } from '../../models/push-subscription';
import { User } from '../../models/user';
import { EMAIL_JOB, SMS_JOB, type MessageJobData } from './message-jobs';
import { PUSH_JOB, type PushJobData } from './push-job';

/** One recipient row of a new notification and the channels its preferences allow. */
export interface RecipientDelivery {
  recipientId: string;
  userId: string;
  channels: readonly DeliveryChannel[];
}

const usersOn = (deliveries: readonly RecipientDelivery[], channel: DeliveryChannel) =>
  deliveries.filter((delivery) => delivery.channels.includes(channel));

/**
 * Enqueues the jobs that carry a new notification beyond the app: one push job per browser
 * the recipient subscribed, one e-mail job per recipient, one SMS job per recipient with a
 * verified phone number. Recipients with nowhere to send get no job at all.
 */
export async function scheduleDeliveries(
  queue: JobQueue,
  customerId: Types.ObjectId,
  deliveries: readonly RecipientDelivery[],
): Promise<void> {
  const recipientOf = new Map(deliveries.map((d) => [d.userId, d.recipientId]));
  const idsOf = (channel: DeliveryChannel) =>
    usersOn(deliveries, channel).map((d) => new Types.ObjectId(d.userId));

  const [subscriptions, texters] = await Promise.all([
    PushSubscription.find({ customerId, userId: { $in: idsOf('push') } }, { userId: 1 }).lean(),
    User.find(
      { _id: { $in: idsOf('sms') }, phone: { $ne: null }, phoneVerified: true },
      { _id: 1 },
    ).lean(),
  ]);
  const jobs: Array<Promise<void>> = [
    ...subscriptions.map((subscription) =>
      queue.enqueue<PushJobData>(PUSH_JOB, {
        recipientId: recipientOf.get(subscription.userId.toString()) ?? '',
        subscriptionId: subscription._id.toString(),
      }),
    ),
    ...usersOn(deliveries, 'email').map(({ recipientId }) =>
      queue.enqueue<MessageJobData>(EMAIL_JOB, { recipientId }),
    ),
    ...texters.map((user) =>
      queue.enqueue<MessageJobData>(SMS_JOB, {
        recipientId: recipientOf.get(user._id.toString()) ?? '',
      }),
    ),
  ];
  await Promise.all(jobs);
}
