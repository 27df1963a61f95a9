import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { MESSAGE_CHANNELS } from '@staydesk/contracts';

const threadMessageSchema = new Schema({
  authorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  channel: { type: String, enum: MESSAGE_CHANNELS, required: true },
  body: { type: String, required: true },
  /** 'internal' stays in the product; the others go out through a sender and become 'sent'. */
  delivery: { type: String, enum: ['internal', 'queued', 'sent', 'undeliverable'], required: true },
  createdAt: { type: Date, default: () => new Date() },
});

/** One conversation: with the guest of a reservation, or with a team member. */
const messageThreadSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    reservationId: { type: Schema.Types.ObjectId, ref: 'Reservation', default: null },
    teamMemberId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    messages: { type: [threadMessageSchema], default: [] },
  },
  { timestamps: true },
);
messageThreadSchema.index({ customerId: 1, reservationId: 1, teamMemberId: 1 }, { unique: true });

export type MessageThreadDoc = InferSchemaType<typeof messageThreadSchema> & {
  _id: Types.ObjectId;
};
export const MessageThread = model('MessageThread', messageThreadSchema);
