import { z } from 'zod';
import { TASK_CATEGORIES } from './tasks';

// Bids on a marketplace task (spec §3 "Bid", "Bid adjustment"; §4 "Bids and assignments").

/**
 * pending and accepted are the spec's; the server also needs declined (another bid was accepted,
 * or an editor rejected this one) and withdrawn (the provider took it back, or declined the
 * assignment it won).
 */
export const BID_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const PROVIDER_TYPES = ['individual', 'company'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const BID_ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BidAdjustmentStatus = (typeof BID_ADJUSTMENT_STATUSES)[number];

/** The reason the panel sends when it rejects a bid adjustment (spec §5). */
export const BID_ADJUSTMENT_REJECTION_REASON = 'Not justified';

/** Highest amount anyone may type; the task's maxBidPrice is the real limit, checked on the server. */
export const MAX_BID_AMOUNT = 1_000_000;
export const MAX_BID_NOTES = 2000;
/** Minutes; a week of work is the longest estimate a bid may carry. */
export const MAX_BID_DURATION = 10_080;
/** Up to 3 distinct-amount previous bids are offered as quick fill (spec §5, §9). */
export const PREVIOUS_BIDS_LIMIT = 3;

const id = z.string().min(1).max(64);
const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code')
  .transform((code) => code.toUpperCase());

export const bidAdjustmentSchema = z.object({
  id: z.string(),
  issueId: z.string(),
  type: z.string(),
  status: z.enum(BID_ADJUSTMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type BidAdjustment = z.infer<typeof bidAdjustmentSchema>;

/** What a bid, a provider card and the matching list show of a provider. */
export const providerSummarySchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  type: z.enum(PROVIDER_TYPES),
  rating: z.number(),
  totalReviews: z.number().int(),
  completedTasks: z.number().int(),
  serviceAreas: z.array(z.string()),
  skills: z.array(z.string()),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const marketplaceBidSchema = z.object({
  id: z.string(),
  status: z.enum(BID_STATUSES),
  amount: z.number(),
  currency: z.string(),
  provider_id: z.string(),
  provider: providerSummarySchema,
  /** Minutes. */
  estimated_duration: z.number().int().nullable(),
  notes: z.string(),
  adjustments: z.array(bidAdjustmentSchema),
  created_at: z.string(),
});
export type MarketplaceBid = z.infer<typeof marketplaceBidSchema>;

/** A pending bid counts as active (spec §4). */
export const isActiveBid = (bid: { status: BidStatus }): boolean => bid.status === 'pending';

const BID_STATUS_RANK: Record<BidStatus, number> = {
  pending: 0,
  accepted: 1,
  declined: 2,
  withdrawn: 3,
};

/** Pending first, then accepted, then the rest; within each, by amount ascending (spec §4). */
export function sortBids<T extends { status: BidStatus; amount: number }>(bids: readonly T[]): T[] {
  return [...bids].sort(
    (a, b) => BID_STATUS_RANK[a.status] - BID_STATUS_RANK[b.status] || a.amount - b.amount,
  );
}

/** POST /api/tasks/marketplace/bids. The currency is the listing's: another one is refused. */
export const bidSubmitSchema = z.object({
  taskId: id,
  bidAmount: z
    .number()
    .gt(0, 'The bid amount must be more than 0')
    .max(MAX_BID_AMOUNT, 'The bid amount is too high'),
  currency: currencyCode.optional(),
  estimatedDuration: z.number().int().min(0).max(MAX_BID_DURATION).nullable().optional(),
  notes: z.string().trim().max(MAX_BID_NOTES).default(''),
});
export type BidSubmit = z.input<typeof bidSubmitSchema>;

/** DELETE /api/tasks/marketplace/bids?taskId=&bidId=: the provider withdraws a pending bid. */
export const bidWithdrawQuerySchema = z.object({ taskId: id, bidId: id });

/** PATCH /api/tasks/marketplace/bids: editors decide on bids and on bid adjustments. */
export const bidDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept_bid'), taskId: id, bidId: id }),
  z.object({ action: z.literal('reject_bid'), taskId: id, bidId: id }),
  z.object({
    action: z.literal('approve_adjustment'),
    taskId: id,
    adjustmentId: id,
    reason: z.string().trim().max(500).optional(),
  }),
  z.object({
    action: z.literal('reject_adjustment'),
    taskId: id,
    adjustmentId: id,
    reason: z.string().trim().min(1).max(500).default(BID_ADJUSTMENT_REJECTION_REASON),
  }),
]);
export type BidDecision = z.input<typeof bidDecisionSchema>;

/** GET /api/tasks/marketplace/bids/previous?category=&listingId= */
export const previousBidsQuerySchema = z.object({
  category: z.enum(TASK_CATEGORIES).optional(),
  listingId: id.optional(),
});
export const previousBidSchema = z.object({
  id: z.string(),
  amount: z.number(),
  estimatedDuration: z.number().int().nullable(),
  notes: z.string(),
});
export type PreviousBid = z.infer<typeof previousBidSchema>;
export const previousBidsResponseSchema = z.object({ bids: z.array(previousBidSchema) });

/** The viewer's latest bids with one per distinct amount, at most PREVIOUS_BIDS_LIMIT. */
export function distinctPreviousBids<T extends { amount: number }>(newestFirst: readonly T[]): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const bid of newestFirst) {
    if (seen.has(bid.amount)) continue;
    seen.add(bid.amount);
    kept.push(bid);
    if (kept.length === PREVIOUS_BIDS_LIMIT) break;
  }
  return kept;
}

/** POST /api/tasks/{id}/bid-adjustments, by the provider of the task's accepted bid. */
export const bidAdjustmentCreateSchema = z.object({
  issueId: id,
  type: z.string().trim().min(1).max(64),
  amount: z.number().gt(0, 'The adjustment must be more than 0').max(MAX_BID_AMOUNT),
  currency: currencyCode.optional(),
  reason: z.string().trim().max(500).default(''),
});
export type BidAdjustmentCreate = z.input<typeof bidAdjustmentCreateSchema>;
export const bidAdjustmentResponseSchema = z.object({ adjustmentId: z.string() });
