import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { MessageSenderName } from '../../config';
import { OutboxMessage } from '../../models/outbox-message';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An e-mail address or a phone number. */
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
  customerId: Types.ObjectId;
  userId: Types.ObjectId;
  /** Null for a message no notification stands behind: a verification code, a conversation message. */
  notificationId: Types.ObjectId | null;
}

/**
 * Hands an e-mail or SMS to whoever delivers it. Throwing means "not sent": the job retries.
 * A provider (an e-mail API, an SMS gateway) implements this and gets a name in config.
 */
export interface NotificationSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Development: records each message in MongoDB and logs a line, sending nothing. */
export class OutboxSender implements NotificationSender {
  constructor(private readonly logger: Logger) {}

  async send(message: OutgoingMessage): Promise<void> {
    await OutboxMessage.create(message);
    this.logger.info(
      { channel: message.channel, to: message.to, subject: message.subject },
      'notification recorded in the outbox, not sent',
    );
  }
}

export function senderNamed(name: MessageSenderName, logger: Logger): NotificationSender {
  switch (name) {
    case 'outbox':
      return new OutboxSender(logger);
  }
}
