import { z } from 'zod';
import { providerSummarySchema } from './marketplace-bids';

// Matching providers to a task and inviting them to bid (spec §2 "Providers tab").

/** The minimum-rating filter's options (spec §2). */
export const PROVIDER_MIN_RATINGS = [0, 3, 4, 4.5] as const;
export type ProviderMinRating = (typeof PROVIDER_MIN_RATINGS)[number];
/** The provider list is cached 5 minutes (spec §9). */
export const PROVIDER_LIST_CACHE_SECONDS = 300;
/** A provider card shows 2 service areas and 3 skills, then '+N more' (spec §2, §9). */
export const PROVIDER_CARD_LIMITS = { serviceAreas: 2, skills: 3 } as const;
export const MAX_INVITES = 50;

const id = z.string().min(1).max(64);

/** GET /api/tasks/marketplace/providers?taskId=&minRating= */
export const providerMatchQuerySchema = z.object({
  taskId: id,
  minRating: z.coerce
    .number()
    .refine((value) => (PROVIDER_MIN_RATINGS as readonly number[]).includes(value), {
      message: 'Choose a minimum rating of 0, 3, 4 or 4.5',
    })
    .default(0),
});

export const providerCardSchema = providerSummarySchema.extend({
  id: z.string(),
  invited: z.boolean(),
  /** The provider has a pending or accepted bid on the task. */
  hasBid: z.boolean(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const providerMatchResponseSchema = z.object({ providers: z.array(providerCardSchema) });
export type ProviderMatchResponse = z.infer<typeof providerMatchResponseSchema>;

/** POST /api/tasks/marketplace/providers/invite */
export const providerInviteSchema = z.object({
  taskId: id,
  providerIds: z.array(id).min(1).max(MAX_INVITES),
});
export type ProviderInvite = z.infer<typeof providerInviteSchema>;
export const providerInviteResponseSchema = z.object({ invited: z.number().int() });

/** The first visible items and how many more: a card's '+N more'. */
export function firstAndMore<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** A provider's record as the server keeps it (one per provider user). */
export const providerProfileSchema = z.object({
  type: providerSummarySchema.shape.type,
  skills: z.array(z.string()),
  serviceAreas: z.array(z.string()),
  rating: z.number().min(0).max(5),
  totalReviews: z.number().int().min(0),
  completedTasks: z.number().int().min(0),
  baseLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;
