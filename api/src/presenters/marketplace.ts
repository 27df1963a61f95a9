import {
  DEFAULT_CURRENCY,
  type MarketplaceBid,
  type MarketplaceOffer,
  type MarketplaceTimelineEntry,
  type ProviderSummary,
} from '@staydesk/contracts';
import type { TaskDoc } from '../models/task';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A provider with no profile yet: an individual with no record. */
export const unprofiledProvider = (name: string, image: string | null): ProviderSummary => ({
  name,
  image,
  type: 'individual',
  rating: 0,
  totalReviews: 0,
  completedTasks: 0,
  serviceAreas: [],
  skills: [],
});

export function presentBids(
  task: Pick<TaskDoc, 'bids'>,
  providers: ReadonlyMap<string, ProviderSummary> | undefined,
): MarketplaceBid[] {
  return task.bids.map((bid) => ({
    id: bid._id.toString(),
    status: bid.status as MarketplaceBid['status'],
    amount: bid.amount,
    currency: bid.currency ?? DEFAULT_CURRENCY,
    provider_id: bid.providerId.toString(),
    provider:
      providers?.get(bid.providerId.toString()) ?? unprofiledProvider('Former provider', null),
    estimated_duration: bid.estimatedDuration ?? null,
    notes: bid.notes ?? '',
    adjustments: bid.adjustments.map((adjustment) => ({
      id: adjustment._id.toString(),
      issueId: adjustment.issueId,
      type: adjustment.type,
      status: adjustment.status as MarketplaceBid['adjustments'][number]['status'],
      amount: adjustment.amount,
      currency: adjustment.currency,
      reason: adjustment.reason ?? '',
      requestedAt: adjustment.requestedAt.toISOString(),
      approvedAt: iso(adjustment.approvedAt),
      rejectedAt: iso(adjustment.rejectedAt),
      rejectionReason: adjustment.rejectionReason ?? null,
    })),
    created_at: bid.createdAt.toISOString(),
  }));
}

export function presentOffer(task: Pick<TaskDoc, 'marketplaceOffer' | 'marketplaceEligible'>) {
  const offer = task.marketplaceOffer;
  if (!task.marketplaceEligible || !offer) return null;
  return {
    visible_from: offer.visibleFrom.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    max_bid_price: offer.maxBidPrice,
    required_skills: [...offer.requiredSkills],
    instant_claim: offer.instantClaim ?? false,
    public: offer.public ?? false,
  } satisfies MarketplaceOffer;
}

export const presentMarketplaceTimeline = (
  task: Pick<TaskDoc, 'marketplaceTimeline'>,
): MarketplaceTimelineEntry[] =>
  task.marketplaceTimeline.map((entry) => ({
    description: entry.description,
    created_at: entry.createdAt.toISOString(),
  }));
