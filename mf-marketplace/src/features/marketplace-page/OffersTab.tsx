import type { MarketplaceListItem, PlatformApi } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import { useState } from 'react';
import { plainListStyle } from '../marketplace-panel/tabStyles';
import type { BidSubject } from '../place-bid/bid-subject';
import { PlaceBidDialog } from '../place-bid/PlaceBidDialog';
import { useGetOffersQuery } from './api';
import { NO_FILTERS, offersQuery, type OfferFilters } from './filters';
import { ListError, ListLoading, PAGE_TEXTS } from './ListStates';
import { OfferCard } from './OfferCard';
import { OfferFiltersForm } from './OfferFiltersForm';
import { Pager } from './Pager';
import { useClaim } from './useClaim';

const subjectOf = (offer: MarketplaceListItem): BidSubject => ({
  taskId: offer.id,
  title: offer.title,
  dueDate: offer.due_date,
  location: offer.listing ? `${offer.listing.name}, ${offer.listing.city}` : null,
  category: offer.category,
  listingId: offer.listing?.id ?? null,
  currency: offer.currency,
});

/** The tasks on offer to the provider, filtered and paged, each to bid on or claim. */
export function OffersTab({ platform }: { platform: PlatformApi }) {
  const [filters, setFilters] = useState<OfferFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [bidOn, setBidOn] = useState<MarketplaceListItem | null>(null);
  const [seenListings, setSeenListings] = useState<Map<string, string>>(new Map());
  const { data, error, isLoading, isFetching, refetch } = useGetOffersQuery(
    offersQuery(filters, page),
  );
  const { claim, claimingTaskId } = useClaim(platform);

  // The listing filter offers every listing the provider has seen offers at.
  const listed = data?.tasks.flatMap((offer) => (offer.listing ? [offer.listing] : [])) ?? [];
  if (listed.some((listing) => !seenListings.has(listing.id))) {
    const next = new Map(seenListings);
    listed.forEach((listing) => next.set(listing.id, listing.name));
    setSeenListings(next);
  }

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <OfferFiltersForm
        filters={filters}
        listings={[...seenListings].map(([id, name]) => ({ id, name }))}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {isLoading ? (
        <ListLoading label="Loading offered tasks" />
      ) : error ? (
        <ListError error={error} onRetry={() => void refetch()} />
      ) : !data || data.tasks.length === 0 ? (
        <EmptyState title={PAGE_TEXTS.noOffers} description={PAGE_TEXTS.noOffersHint} />
      ) : (
        <>
          <p css={{ margin: 0 }} aria-live="polite">
            {data.total} task{data.total === 1 ? '' : 's'} on offer · you have completed{' '}
            {data.completedTasksCount}
          </p>
          <ul css={plainListStyle} aria-label="Offered tasks" aria-busy={isFetching}>
            {data.tasks.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  onBid={() => setBidOn(offer)}
                  onClaim={() => void claim(offer.id)}
                  claiming={claimingTaskId === offer.id}
                />
              </li>
            ))}
          </ul>
          <Pager
            label="Offered tasks pages"
            page={page}
            total={data.total}
            hasMore={data.hasMore}
            onPage={setPage}
          />
        </>
      )}
      {bidOn && (
        <PlaceBidDialog
          subject={subjectOf(bidOn)}
          platform={platform}
          open
          onOpenChange={(open) => !open && setBidOn(null)}
        />
      )}
    </div>
  );
}
