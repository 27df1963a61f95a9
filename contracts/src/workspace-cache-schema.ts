import { z } from 'zod';
import { listingCardSchema } from './listings';
import { reservationSchema } from './reservations';
import { WORKSPACE_CACHES, type CacheTokens } from './workspace-cache';

const workspaceCacheNameSchema = z.enum(WORKSPACE_CACHES);
/** Opaque: a token differs from the last one exactly when that data changed. */
const cacheTokenSchema = z.string().max(100);

export const cacheStatusRequestSchema = z.object({
  customerId: z.string().min(1).max(64),
  /** The token of each cached item the client holds; a missing one counts as changed. */
  tokens: z.partialRecord(workspaceCacheNameSchema, cacheTokenSchema),
  /** The changes the client applied since its last poll. */
  acknowledgments: z
    .array(z.object({ cache: workspaceCacheNameSchema, token: cacheTokenSchema }))
    .max(WORKSPACE_CACHES.length),
});
export type CacheStatusRequest = z.infer<typeof cacheStatusRequestSchema>;

export const cacheStatusResponseSchema = z.object({
  tokens: z.record(workspaceCacheNameSchema, cacheTokenSchema) satisfies z.ZodType<CacheTokens>,
  /** The items whose token differs from the client's: they are invalidated and fetched anew. */
  changes: z.array(workspaceCacheNameSchema),
});
export type CacheStatusResponse = z.infer<typeof cacheStatusResponseSchema>;

/** GET /api/cache/listings: every listing of the customer, in its group or ungrouped. */
export const workspaceListingsSchema = z.object({
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), listings: z.array(listingCardSchema) }),
  ),
  ungrouped: z.array(listingCardSchema),
});
export type WorkspaceListings = z.infer<typeof workspaceListingsSchema>;

/** GET /api/cache/calendar: the reservations between two calendar days. */
export const workspaceCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  reservations: z.array(reservationSchema),
});
export type WorkspaceCalendar = z.infer<typeof workspaceCalendarSchema>;
