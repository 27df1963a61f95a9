import { WebPushError } from 'web-push';
import { PermanentJobError, type JobKind } from '../../jobs/job-queue';
import { Notification, NotificationRecipient } from '../../models/notification';
import { PushSubscription } from '../../models/push-subscription';
import { pushPayloadOf } from './push-payload';
import type { PushSender } from './push-sender';

export interface PushJobData {
  recipientId: string;
  subscriptionId: string;
}

export const PUSH_JOB = 'notification.push';

/** The push service no longer knows the subscription: the browser unsubscribed or it expired. */
const GONE = new Set([404, 410]);
/** The push service refused our token: sign a fresh one and try again. */
const UNAUTHORISED = new Set([401, 403]);
const isTransient = (status: number) => status === 429 || status >= 500;

/** Sends one notification to one browser of its recipient and records that it went out. */
export async function deliverPush(sender: PushSender, data: PushJobData): Promise<void> {
  const [recipient, subscription] = await Promise.all([
    NotificationRecipient.findById(data.recipientId).lean(),
    PushSubscription.findById(data.subscriptionId).lean(),
  ]);
  // The browser may have unsubscribed, or been subscribed by another user, since.
  if (!recipient || !subscription || !subscription.userId.equals(recipient.userId)) return;
  const notification = await Notification.findOne({
    _id: recipient.notificationId,
    customerId: recipient.customerId,
  }).lean();
  if (!notification) return;

  try {
    await sender.send(subscription, pushPayloadOf(notification, subscription.userId.toString()));
  } catch (error) {
    if (!(error instanceof WebPushError)) throw error; // network trouble: retried
    if (GONE.has(error.statusCode)) {
      await PushSubscription.deleteOne({ _id: subscription._id, endpoint: subscription.endpoint });
      return;
    }
    if (UNAUTHORISED.has(error.statusCode)) sender.headers.forget(subscription.endpoint);
    else if (!isTransient(error.statusCode)) {
      throw new PermanentJobError(`Push service refused the message (${error.statusCode})`, {
        cause: error,
      });
    }
    throw new Error(`Push service answered ${error.statusCode}`, { cause: error });
  }
  // The first browser to get it stamps the time.
  await NotificationRecipient.updateOne(
    { _id: recipient._id, pushSent: false },
    { $set: { pushSent: true, pushSentAt: new Date() } },
  );
}

export const pushJob = (sender: PushSender): JobKind<PushJobData> => ({
  name: PUSH_JOB,
  concurrency: 8,
  maxAttempts: 5,
  run: (data) => deliverPush(sender, data),
});
