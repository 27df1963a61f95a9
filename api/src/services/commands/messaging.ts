import { Types } from 'mongoose';
import type { z } from 'zod';
import {
  canMessageGuestThrough,
  MESSAGE_MESSAGES,
  messageSendPayloadSchema,
  type MessageChannel,
  type MessageSendResult,
} from '@staydesk/contracts';
import { HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { MessageThread } from '../../models/message-thread';
import { Reservation } from '../../models/reservation';
import { User } from '../../models/user';
import type { CommandTable } from '../command-dispatch';
import { currentDelivery } from '../delivery/delivery';
import {
  senderChannelOf,
  THREAD_MESSAGE_JOB,
  type ThreadMessageJobData,
} from '../delivery/thread-message-job';
import { notify } from '../notify';
import { idOf } from '../reservations-commands';
import { paletteCommand } from './reservations';

const refused = (message: string) => new HttpError(422, 'validation_failed', message);

/** The address a channel needs: an e-mail address, or a phone number for text messages. */
function addressOn(
  channel: MessageChannel,
  contacts: { email?: string | null; phone?: string | null },
) {
  const kind = senderChannelOf(channel);
  if (!kind) return '';
  const address = kind === 'email' ? contacts.email : contacts.phone;
  if (!address) {
    throw refused(
      kind === 'email' ? 'No e-mail address to send this to' : 'No phone number to send this to',
    );
  }
  return address;
}

/** The conversation and the recipient's address, for the caller's own guest or team member. */
async function recipientOf(
  auth: AuthContext,
  recipient: { type: 'guest'; reservationId: string } | { type: 'team_member'; userId: string },
  channel: MessageChannel,
) {
  if (recipient.type === 'guest') {
    const _id = idOf(recipient.reservationId);
    const reservation =
      _id && (await Reservation.findOne({ _id, customerId: auth.customerObjectId }).lean());
    if (!reservation) throw notFound('Reservation');
    if (!canMessageGuestThrough(reservation.platform, channel)) {
      throw refused(MESSAGE_MESSAGES.guestChannelMismatch);
    }
    const contact = reservation.guestContact ?? '';
    return {
      thread: { reservationId: reservation._id, teamMemberId: null },
      to: addressOn(channel, contact.includes('@') ? { email: contact } : { phone: contact }),
      userId: new Types.ObjectId(auth.userId),
    };
  }
  const _id = idOf(recipient.userId);
  const member =
    _id &&
    (await User.findOne(
      { _id, memberships: { $elemMatch: { customerId: auth.customerObjectId, active: true } } },
      { email: 1, phone: 1 },
    ).lean());
  if (!member) throw notFound('Team member');
  return {
    thread: { reservationId: null, teamMemberId: member._id },
    to: addressOn(channel, member),
    userId: member._id,
  };
}

/**
 * message.send: stored in the conversation with that guest or team member, then handed to the
 * delivery queue (the outbox senders) unless it is internal.
 */
async function sendMessage(
  auth: AuthContext,
  input: z.output<typeof messageSendPayloadSchema>,
): Promise<MessageSendResult> {
  const { thread: key, to, userId } = await recipientOf(auth, input.recipient, input.channel);
  const messageId = new Types.ObjectId();
  const delivery = input.channel === 'internal' ? 'internal' : 'queued';
  const thread = await MessageThread.findOneAndUpdate(
    { customerId: auth.customerObjectId, ...key },
    {
      $push: {
        messages: {
          _id: messageId,
          authorId: new Types.ObjectId(auth.userId),
          channel: input.channel,
          body: input.body,
          delivery,
        },
      },
    },
    { upsert: true, new: true },
  ).lean();
  if (!thread) throw new Error('the conversation was not stored');
  if (delivery === 'queued') {
    await currentDelivery()?.queue.enqueue<ThreadMessageJobData>(THREAD_MESSAGE_JOB, {
      threadId: thread._id.toString(),
      messageId: messageId.toString(),
      to,
      userId: userId.toString(),
    });
  } else if (key.teamMemberId) {
    // An internal message reaches a team member as a notification, wherever they are.
    await notify({
      customerId: auth.customerObjectId,
      kind: 'mention',
      type: 'message',
      title: `Message from ${auth.user.name}`,
      description: input.body,
      sourceReference: { threadId: thread._id.toString() },
      target: { mentionedIds: [key.teamMemberId.toString()] },
    });
  }
  return {
    threadId: thread._id.toString(),
    messageId: messageId.toString(),
    channel: input.channel,
    delivery,
  };
}

/** Messaging commands of POST /api/commands. */
export const MESSAGING_COMMANDS: CommandTable = {
  'message.send': paletteCommand('message.send', messageSendPayloadSchema, sendMessage),
};
