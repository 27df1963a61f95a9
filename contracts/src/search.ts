import { z } from 'zod';
import { reservationSearchResultSchema } from './reservations';

/** Results per group the palette's search mode shows before 'Show N more'. */
export const SEARCH_RESULTS_PER_GROUP = 3;
export const SEARCH_LIMIT = 25;

/**
 * GET /api/search/reservations: reservations whose guest name, confirmation code or listing name
 * starts with q (case-insensitive); with no q, current=true lists the current ones.
 */
export const reservationSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  current: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_LIMIT),
});
export type ReservationSearchQuery = z.input<typeof reservationSearchQuerySchema>;

export const reservationSearchResponseSchema = z.object({
  results: z.array(reservationSearchResultSchema),
  /** How many match in all, for the group's count badge and 'Show N more'. */
  total: z.number().int(),
});
export type ReservationSearchResponse = z.infer<typeof reservationSearchResponseSchema>;

/** The key prefix search compares with: lowercase, accents and punctuation folded to spaces. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Every suffix of a text's words, as keys a prefix search finds it by: 'Harbor View Loft'
 * is found by 'harbor', 'view lo' and 'loft'.
 */
export function searchKeys(...texts: (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    const words = searchKey(text ?? '')
      .split(' ')
      .filter(Boolean);
    words.forEach((_, index) => keys.add(words.slice(index).join(' ')));
  }
  return [...keys];
}
