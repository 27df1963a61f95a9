import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { RATE_TYPES } from '@staydesk/contracts';

/** What a customer pays one service provider: a task's billing is this rate times the work. */
const providerRateSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    type: { type: String, enum: RATE_TYPES, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, default: 'USD' },
  },
  { timestamps: true },
);
providerRateSchema.index({ customerId: 1, userId: 1 }, { unique: true });

export type ProviderRateDoc = InferSchemaType<typeof providerRateSchema> & { _id: Types.ObjectId };
export const ProviderRate = model('ProviderRate', providerRateSchema);
