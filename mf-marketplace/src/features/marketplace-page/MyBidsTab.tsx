import { formatWithSymbol, MARKETPLACE_PAGE_SIZE, type PlatformApi } from '@staydesk/contracts';
import { Badge, Button, EmptyState } from '@staydesk/design-system';
import { useState } from 'react';
import { dueDateLabel } from '../place-bid/bid-subject';
import { useGetMyBidsQuery } from './api';
import { ListError, ListLoading, PAGE_TEXTS } from './ListStates';
import { offerCardStyle } from './OfferCard';
import { plainListStyle } from '../marketplace-panel/tabStyles';
import { Pager } from './Pager';
import { BID_STATUS_BADGES } from '../status-badges/status-badges';

/** The provider's own bids, newest first, with their status. */
export function MyBidsTab({ platform }: { platform: PlatformApi }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetMyBidsQuery({
    limit: MARKETPLACE_PAGE_SIZE,
    offset: (page - 1) * MARKETPLACE_PAGE_SIZE,
  });
  if (isLoading) return <ListLoading label="Loading your bids" />;
  if (error) return <ListError error={error} onRetry={() => void refetch()} />;
  if (!data || data.bids.length === 0) {
    return <EmptyState title={PAGE_TEXTS.noBids} description={PAGE_TEXTS.noBidsHint} />;
  }
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <ul css={plainListStyle} aria-label="My bids">
        {data.bids.map((bid) => (
          <li key={bid.id}>
            <article css={offerCardStyle} aria-label={`Bid on ${bid.task.title}`}>
              <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <h3>{bid.task.title}</h3>
                <Badge tone={BID_STATUS_BADGES[bid.status].tone}>
                  {BID_STATUS_BADGES[bid.status].label}
                </Badge>
              </div>
              <p>
                {formatWithSymbol(bid.amount, bid.currency)}
                {bid.estimated_duration !== null && ` · ${bid.estimated_duration} min`}
                {bid.task.listing && ` · ${bid.task.listing.name}`}
              </p>
              <p>Due {dueDateLabel(bid.task.due_date)}</p>
              {bid.status === 'accepted' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => platform.nav.openTask(bid.task.id)}
                >
                  Open task
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
      <Pager
        label="My bids pages"
        page={page}
        total={data.total}
        hasMore={data.hasMore}
        onPage={setPage}
      />
    </div>
  );
}
