import { SEARCH_RESULTS_PER_GROUP, type RankedGroup } from '@staydesk/contracts';
import { Badge } from '@staydesk/design-system';
import { Command } from 'cmdk';
import { usePaletteSession, reservationViewPath } from '../palette/palette-session';
import { descriptionStyle, labelStyle } from '../palette/paletteStyles';
import { groupExpanded, usePaletteDispatch, usePaletteSelector } from '../palette/slice';
import type { FoundEntry } from './search-entries';
import { useFoundEntries } from './useFoundEntries';

interface ResultGroupProps {
  kind: 'reservation' | 'listing';
  heading: string;
  empty: string;
  group: RankedGroup<FoundEntry>;
}

function ResultGroup({ kind, heading, empty, group }: ResultGroupProps) {
  const expanded = usePaletteSelector((state) => state.palette.expanded.includes(kind));
  const dispatch = usePaletteDispatch();
  const { open } = usePaletteSession();
  const shown = expanded ? group.top : group.top.slice(0, SEARCH_RESULTS_PER_GROUP);
  const more = group.total - shown.length;
  return (
    <Command.Group
      heading={
        <>
          {heading} <Badge>{group.total}</Badge>
        </>
      }
    >
      {shown.map((entry) =>
        entry.kind === 'listing' ? (
          <Command.Item
            key={entry.id}
            value={`listing:${entry.id}`}
            onSelect={() => open(`/listings/${encodeURIComponent(entry.id)}`)}
          >
            <span css={labelStyle}>{entry.listing.name}</span>
            <span css={descriptionStyle}>{entry.listing.city}</span>
          </Command.Item>
        ) : (
          <Command.Item
            key={entry.id}
            value={`reservation:${entry.id}`}
            onSelect={() => open(reservationViewPath(window.location, entry.id))}
          >
            <span css={labelStyle}>
              {entry.reservation.guestName} · {entry.reservation.confirmationCode}
            </span>
            <span css={descriptionStyle}>
              {entry.reservation.listingName} · {entry.reservation.checkIn} to{' '}
              {entry.reservation.checkOut}
            </span>
          </Command.Item>
        ),
      )}
      {group.total === 0 && (
        <Command.Item disabled value={`empty:${kind}`}>
          {empty}
        </Command.Item>
      )}
      {more > 0 && !expanded && (
        <Command.Item value={`more:${kind}`} onSelect={() => dispatch(groupExpanded(kind))}>
          <span css={labelStyle}>Show {more} more</span>
        </Command.Item>
      )}
    </Command.Group>
  );
}

/** Search mode: up to 3 reservations and 3 listings, each group counted, then more on demand. */
export default function SearchResults({ query }: { query: string }) {
  const anyExpanded = usePaletteSelector((state) => state.palette.expanded.length > 0);
  const found = useFoundEntries(query, anyExpanded);
  return (
    <>
      <ResultGroup
        kind="reservation"
        heading="Reservations"
        empty="No reservations found"
        group={found.reservation}
      />
      <ResultGroup
        kind="listing"
        heading="Listings"
        empty="No listings match your search"
        group={found.listing}
      />
    </>
  );
}
