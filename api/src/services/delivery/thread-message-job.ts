import type { Types } from 'mongoose';
import type { MessageChannel } from '@staydesk/contracts';
import type { JobKind } from '../../jobs/job-queue';
import { MessageThread } from '../../models/message-thread';
import type { NotificationSender, OutgoingMessage } from './senders';

export interface ThreadMessageJobData {
  threadId: string;
  messageId: string;
  /** The guest's or team member's address on the message's channel. */
  to: string;
  /** Whom the outbox files it under: the team member, or for a guest the author. */
  userId: string;
}

export const THREAD_MESSAGE_JOB = 'message.send';

/**
 * Booking platforms relay e-mail to their guests' relay addresses; WhatsApp and Twilio go out
 * as text messages.
 */
export const senderChannelOf = (channel: MessageChannel): OutgoingMessage['channel'] | null =>
  channel === 'internal'
    ? null
    : channel === 'email' || channel === 'airbnb' || channel === 'booking'
      ? 'email'
      : 'sms';

async function deliverThreadMessage(
  senders: Record<OutgoingMessage['channel'], NotificationSender>,
  data: ThreadMessageJobData,
): Promise<void> {
  const thread = await MessageThread.findById(data.threadId).lean();
  const message = thread?.messages.find((candidate) => candidate._id.toString() === data.messageId);
  // A retry after the send went through but the mark did not: do not send twice.
  if (!thread || !message || message.delivery !== 'queued') return;
  const channel = senderChannelOf(message.channel as MessageChannel);
  if (!channel) return;
  await senders[channel].send({
    channel,
    to: data.to,
    subject: channel === 'email' ? 'A message from your host' : null,
    text: message.body,
    customerId: thread.customerId,
    userId: thread.teamMemberId ?? (message.authorId as Types.ObjectId),
    notificationId: null,
  });
  await MessageThread.updateOne(
    { _id: thread._id, 'messages._id': message._id },
    { $set: { 'messages.$.delivery': 'sent' } },
  );
}

export const threadMessageJob = (
  senders: Record<OutgoingMessage['channel'], NotificationSender>,
): JobKind<ThreadMessageJobData> => ({
  name: THREAD_MESSAGE_JOB,
  concurrency: 4,
  maxAttempts: 5,
  run: (data) => deliverThreadMessage(senders, data),
});
