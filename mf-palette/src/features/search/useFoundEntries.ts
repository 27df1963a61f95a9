import {
  createSearchIndex,
  LISTING_SEARCH_DEBOUNCE_MS,
  rankSearch,
  RESERVATION_SEARCH_DEBOUNCE_MS,
  SEARCH_RESULTS_PER_GROUP,
  type RankedResults,
} from '@staydesk/contracts';
import { useDebouncedValue } from '@staydesk/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useSearchListingsQuery, useSearchReservationsQuery } from '../data/palette-queries';
import { listingEntry, reservationEntry, type FoundEntry } from './search-entries';

/** Enough for an opened group; the rest stays a count. */
const EXPANDED_LIMIT = 50;

/**
 * Listings and reservations for the typed text. The servers answer after their debounce
 * (300 ms listings, 200 ms reservations); meanwhile everything found since the palette opened
 * is ranked again on each keystroke, from an index normalised once per answer.
 */
export function useFoundEntries(query: string, expanded: boolean): RankedResults<FoundEntry> {
  const listingQuery = useDebouncedValue(query, LISTING_SEARCH_DEBOUNCE_MS);
  const reservationQuery = useDebouncedValue(query, RESERVATION_SEARCH_DEBOUNCE_MS);
  const listings = useSearchListingsQuery(listingQuery);
  const reservations = useSearchReservationsQuery({ q: reservationQuery, currentOnly: false });
  const [known, setKnown] = useState<ReadonlyMap<string, FoundEntry>>(new Map());

  useEffect(() => {
    const answered = [
      ...(listings.data ?? []).map(listingEntry),
      ...(reservations.data ?? []).map(reservationEntry),
    ];
    if (answered.length === 0) return;
    setKnown((before) => {
      const next = new Map(before);
      for (const entry of answered) next.set(`${entry.kind}:${entry.id}`, entry);
      return next;
    });
  }, [listings.data, reservations.data]);

  const index = useMemo(() => createSearchIndex([...known.values()]), [known]);
  const ranked = rankSearch(index, query, expanded ? EXPANDED_LIMIT : SEARCH_RESULTS_PER_GROUP);
  // 'Search failed' shows an empty list rather than results the server could not confirm.
  const failed = { total: 0, top: [] };
  return {
    command: ranked.command,
    listing: listings.isError ? failed : ranked.listing,
    reservation: reservations.isError ? failed : ranked.reservation,
  };
}
