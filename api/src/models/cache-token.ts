import { Schema, model } from 'mongoose';

/**
 * The cache tokens each browser last acknowledged, with how it identified itself: which
 * clients run on stale data, and on what. A client not heard from for a month is forgotten.
 */
const cacheClientSchema = new Schema({
  clientId: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  acknowledged: { type: Schema.Types.Mixed, default: {} },
  identification: { type: Schema.Types.Mixed, default: {} },
  seenAt: { type: Date, required: true },
});
cacheClientSchema.index({ customerId: 1, userId: 1, clientId: 1 }, { unique: true });
cacheClientSchema.index({ seenAt: 1 }, { expireAfterSeconds: 30 * 24 * 3600 });

export const CacheClient = model('CacheClient', cacheClientSchema);
