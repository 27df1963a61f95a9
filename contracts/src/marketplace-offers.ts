import { z } from 'zod';
import { BID_STATUSES, MAX_BID_AMOUNT, MAX_BID_DURATION, MAX_BID_NOTES } from './marketplace-bids';
import { TASK_CATEGORIES, TASK_STATUSES } from './tasks';

// Offering a task on the marketplace, the providers' listing of offers, and claiming one
// (spec §7 "POST /api/tasks/marketplace", "GET /api/tasks/marketplace", ".../claim").

/** Make-eligible defaults (spec §9): expiry 2 days from now, maximum bid price 500. */
export const MARKETPLACE_OFFER_DEFAULTS = { expiryDays: 2, maxBidPrice: 500 } as const;
/** Marketplace page size default 20 (spec §9); offset = (page - 1) × size. */
export const MARKETPLACE_PAGE_SIZE = 20;
export const MARKETPLACE_MAX_PAGE_SIZE = 50;

const id = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true });

/** POST /api/tasks/marketplace?taskId= */
export const marketplaceOfferQuerySchema = z.object({ taskId: id });

export const makeEligibleSchema = z.object({
  action: z.literal('make_eligible'),
  /** Now when absent. */
  visibleFrom: instant.optional(),
  /** MARKETPLACE_OFFER_DEFAULTS.expiryDays after visibleFrom when absent. */
  expiresAt: instant.optional(),
  maxBidPrice: z.number().gt(0).max(MAX_BID_AMOUNT).default(MARKETPLACE_OFFER_DEFAULTS.maxBidPrice),
  /** The task's category when absent or empty. */
  requiredSkills: z.array(z.string().trim().min(1).max(64)).max(20).optional(),
  /** Whether the first provider to claim gets the task at maxBidPrice, without bidding. */
  instantClaim: z.boolean().default(false),
});

/** Takes the task off the marketplace; refused once a bid is accepted. */
export const withdrawOfferSchema = z.object({ action: z.literal('withdraw') });

export const marketplaceOfferActionSchema = z.discriminatedUnion('action', [
  makeEligibleSchema,
  withdrawOfferSchema,
]);
export type MarketplaceOfferAction = z.input<typeof marketplaceOfferActionSchema>;

/** The offer as the task's read model carries it (null when the task is not offered). */
export const marketplaceOfferSchema = z.object({
  visible_from: z.string(),
  expires_at: z.string(),
  max_bid_price: z.number(),
  required_skills: z.array(z.string()),
  instant_claim: z.boolean(),
  /** Offered to providers of other customers too (the customer's marketplace is public). */
  public: z.boolean(),
});
export type MarketplaceOffer = z.infer<typeof marketplaceOfferSchema>;

export const marketplaceTimelineEntrySchema = z.object({
  description: z.string(),
  created_at: z.string(),
});
export type MarketplaceTimelineEntry = z.infer<typeof marketplaceTimelineEntrySchema>;

const dateOnly = z.iso.date();

/** A page of a marketplace list: 20 from offset 0 unless asked. */
const pageShape = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MARKETPLACE_MAX_PAGE_SIZE)
    .default(MARKETPLACE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** GET /api/tasks/marketplace?limit=&offset=[&customerId=] with the provider page's filters. */
export const marketplaceListQuerySchema = z.object({
  ...pageShape,
  customerId: id.optional(),
  /** Due on or after this day (UTC). */
  dueFrom: dateOnly.optional(),
  /** Due on or before this day (UTC). */
  dueTo: dateOnly.optional(),
  listingId: id.optional(),
  category: z.enum(TASK_CATEGORIES).optional(),
  /** From the provider's base location to the listing; ignored when the provider has none. */
  maxDistanceKm: z.coerce.number().gt(0).max(500).optional(),
});
export type MarketplaceListQuery = z.input<typeof marketplaceListQuerySchema>;

/** One offered task, with what a provider's card shows. */
export const marketplaceListItemSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  due_date: z.string().nullable(),
  estimated_duration: z.number().int().nullable(),
  listing: z
    .object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      thumbnail: z.string().nullable(),
    })
    .nullable(),
  max_bid_price: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  /** The viewer already has a pending bid on it. */
  my_pending_bid: z.boolean(),
  bid_count: z.number().int(),
  claimable: z.boolean(),
  /** Kilometres from the viewer's base location, when both are known. */
  distance_km: z.number().nullable(),
});
export type MarketplaceListItem = z.infer<typeof marketplaceListItemSchema>;

export const marketplaceListResponseSchema = z.object({
  tasks: z.array(marketplaceListItemSchema),
  total: z.number().int(),
  /** Tasks the viewer has completed. */
  completedTasksCount: z.number().int(),
  hasMore: z.boolean(),
});
export type MarketplaceListResponse = z.infer<typeof marketplaceListResponseSchema>;

/** POST /api/tasks/marketplace/claim. assigneeId is the caller, or for a partner a member of its company. */
export const claimSchema = z.object({
  taskId: id,
  assigneeId: id.optional(),
  estimatedDuration: z.number().int().min(0).max(MAX_BID_DURATION).nullable().optional(),
  notes: z.string().trim().max(MAX_BID_NOTES).default(''),
});
export type Claim = z.input<typeof claimSchema>;

/** GET /api/tasks/marketplace/bids/mine?limit=&offset= */
export const myBidsQuerySchema = z.object(pageShape);

export const myBidSchema = z.object({
  id: z.string(),
  status: z.enum(BID_STATUSES),
  amount: z.number(),
  currency: z.string(),
  estimated_duration: z.number().int().nullable(),
  notes: z.string(),
  created_at: z.string(),
  task: z.object({
    id: z.string(),
    title: z.string(),
    category: z.enum(TASK_CATEGORIES),
    status: z.enum(TASK_STATUSES),
    due_date: z.string().nullable(),
    listing: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  }),
});
export type MyBid = z.infer<typeof myBidSchema>;

export const myBidsResponseSchema = z.object({
  bids: z.array(myBidSchema),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type MyBidsResponse = z.infer<typeof myBidsResponseSchema>;

/** The answer of a bid's submission or withdrawal: the caller's bid as 'My bids' lists it. */
export const myBidResponseSchema = z.object({ bid: myBidSchema });

/** The answer of a claim that won: the provider's new assignment on the task. */
export const claimResponseSchema = z.object({ taskId: z.string(), assignmentId: z.string() });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
