import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
} from '@staydesk/contracts';

const notificationSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    category: { type: String, enum: NOTIFICATION_CATEGORIES, required: true },
    priority: { type: String, enum: NOTIFICATION_PRIORITIES, required: true },
    title: { type: String, default: null },
    description: { type: String, default: null },
    sourceType: { type: String, default: null },
    sourceReference: { type: Schema.Types.Mixed, default: null },
    externalLink: { type: String, default: null },
    metadata: { type: Schema.Types.Mixed, default: {} },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
);
notificationSchema.index({ customerId: 1, createdAt: -1 });

/**
 * One row per user a notification reaches. Read and archive state is per user, and the
 * fields a list filters or sorts on are copied here so a page is one index scan.
 */
const recipientSchema = new Schema({
  notificationId: { type: Schema.Types.ObjectId, ref: 'Notification', required: true },
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  targetReason: { type: String, required: true },
  isRead: { type: Boolean, default: false },
  isArchived: { type: Boolean, default: false },
  readAt: { type: Date, default: null },
  category: { type: String, enum: NOTIFICATION_CATEGORIES, required: true },
  priority: { type: String, enum: NOTIFICATION_PRIORITIES, required: true },
  type: { type: String, enum: NOTIFICATION_TYPES, required: true },
  createdAt: { type: Date, required: true },
  emailSent: { type: Boolean, default: false },
  pushSent: { type: Boolean, default: false },
  smsSent: { type: Boolean, default: false },
  pushSentAt: { type: Date, default: null },
});
recipientSchema.index({ customerId: 1, userId: 1, isArchived: 1, createdAt: -1, _id: -1 });
recipientSchema.index({
  customerId: 1,
  userId: 1,
  isArchived: 1,
  isRead: 1,
  createdAt: -1,
  _id: -1,
});
recipientSchema.index({
  customerId: 1,
  userId: 1,
  isArchived: 1,
  category: 1,
  createdAt: -1,
  _id: -1,
});
recipientSchema.index({ notificationId: 1, userId: 1 }, { unique: true });

export type NotificationDoc = InferSchemaType<typeof notificationSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export type RecipientDoc = InferSchemaType<typeof recipientSchema> & { _id: Types.ObjectId };
export const Notification = model('Notification', notificationSchema);
export const NotificationRecipient = model('NotificationRecipient', recipientSchema);
