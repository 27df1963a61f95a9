import { Schema, model, type InferSchemaType } from 'mongoose';

/** One browser's web-push subscription; a push service answering 404 or 410 removes it. */
const pushSubscriptionSchema = new Schema(
  {
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  },
  { timestamps: true },
);
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ customerId: 1, userId: 1 });

export type PushSubscriptionDoc = InferSchemaType<typeof pushSubscriptionSchema>;
export const PushSubscription = model('PushSubscription', pushSubscriptionSchema);
