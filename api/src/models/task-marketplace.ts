import { Schema } from 'mongoose';
import { BID_ADJUSTMENT_STATUSES, BID_STATUSES } from '@staydesk/contracts';

// The marketplace parts of a task document: its offer, bids with their adjustments, and the
// marketplace's own timeline.

const bidAdjustmentSchema = new Schema({
  issueId: { type: String, required: true },
  type: { type: String, required: true },
  status: { type: String, enum: BID_ADJUSTMENT_STATUSES, default: 'pending' },
  amount: { type: Number, required: true },
  currency: { type: String, required: true },
  reason: { type: String, default: '' },
  requestedAt: { type: Date, default: () => new Date() },
  approvedAt: { type: Date, default: null },
  rejectedAt: { type: Date, default: null },
  rejectionReason: { type: String, default: null },
  decidedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
});

export const bidSchema = new Schema({
  providerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  /** The customer the provider works under, to notify it there (a public offer's bidder). */
  providerCustomerId: { type: Schema.Types.ObjectId, ref: 'Customer', default: null },
  status: { type: String, enum: BID_STATUSES, default: 'pending' },
  amount: { type: Number, required: true },
  currency: { type: String, default: 'USD' },
  estimatedDuration: { type: Number, default: null },
  notes: { type: String, default: '' },
  createdAt: { type: Date, default: () => new Date() },
  decidedAt: { type: Date, default: null },
  adjustments: { type: [bidAdjustmentSchema], default: [] },
});

/**
 * What a task is offered on: the window, the price ceiling and the skills, plus the listing's
 * city, place and currency copied at offering time, so the providers' listing filters one
 * collection with one index.
 */
export const marketplaceOfferSchema = new Schema(
  {
    visibleFrom: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    maxBidPrice: { type: Number, required: true },
    requiredSkills: { type: [String], default: [] },
    instantClaim: { type: Boolean, default: false },
    public: { type: Boolean, default: false },
    currency: { type: String, default: 'USD' },
    city: { type: String, default: null },
    lat: { type: Number, default: null },
    lng: { type: Number, default: null },
    /** Set by the claim or the accepted bid: the conditional update of a claim reads it. */
    takenBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { _id: false },
);

export const marketplaceTimelineEntrySchema = new Schema(
  {
    description: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { _id: false },
);
