import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { PROVIDER_TYPES } from '@staydesk/contracts';

/**
 * What the marketplace knows of a service provider: how it works (an individual or a company),
 * what it does, where, how well, and from where. One per provider user, across customers: a
 * provider's record follows it to every customer it works for.
 */
const providerProfileSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    type: { type: String, enum: PROVIDER_TYPES, required: true },
    skills: { type: [String], default: [] },
    serviceAreas: { type: [String], default: [] },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    totalReviews: { type: Number, default: 0 },
    completedTasks: { type: Number, default: 0 },
    baseLocation: {
      type: new Schema({ lat: Number, lng: Number }, { _id: false }),
      default: null,
    },
  },
  { timestamps: true },
);
providerProfileSchema.index({ userId: 1 }, { unique: true });
// Matching reads the providers of one area with a skill, best rated first.
providerProfileSchema.index({ serviceAreas: 1, rating: -1 });

export type ProviderProfileDoc = InferSchemaType<typeof providerProfileSchema> & {
  _id: Types.ObjectId;
};
export const ProviderProfile = model('ProviderProfile', providerProfileSchema);
