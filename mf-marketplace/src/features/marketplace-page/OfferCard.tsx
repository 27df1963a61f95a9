import { css, type Theme } from '@emotion/react';
import {
  formatWithSymbol,
  TASK_CATEGORY_LABELS,
  type MarketplaceListItem,
} from '@staydesk/contracts';
import { Badge, Button } from '@staydesk/design-system';
import { cardStyle } from '../marketplace-panel/tabStyles';
import { dueDateLabel } from '../place-bid/bid-subject';

/** The panel's card, with a card's title and its muted lines. */
export const offerCardStyle = (theme: Theme) => css`
  ${cardStyle(theme)}
  h3 {
    margin: 0;
    font-size: ${theme.typography.sizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.text.secondary};
  }
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

interface OfferCardProps {
  offer: MarketplaceListItem;
  onBid: () => void;
  onClaim: () => void;
  claiming: boolean;
}

/** One offered task: what, where, when, up to how much, and the provider's two ways to take it. */
export function OfferCard({ offer, onBid, onClaim, claiming }: OfferCardProps) {
  const where = offer.listing ? `${offer.listing.name} · ${offer.listing.city}` : null;
  return (
    <article css={offerCardStyle} aria-label={offer.title}>
      <div css={rowStyle}>
        <h3>{offer.title}</h3>
        <Badge tone="neutral">{TASK_CATEGORY_LABELS[offer.category]}</Badge>
        {offer.my_pending_bid && <Badge tone="info">Your bid is pending</Badge>}
      </div>
      {where && <p>{where}</p>}
      <p>Due {dueDateLabel(offer.due_date)}</p>
      <p>
        Up to {formatWithSymbol(offer.max_bid_price, offer.currency)}
        {offer.estimated_duration !== null && ` · about ${offer.estimated_duration} min`}
        {offer.distance_km !== null && ` · ${offer.distance_km.toFixed(1)} km away`}
        {` · ${offer.bid_count} bid${offer.bid_count === 1 ? '' : 's'}`}
      </p>
      <div css={rowStyle}>
        <Button size="sm" onClick={onBid} disabled={offer.my_pending_bid}>
          Place Bid
        </Button>
        {offer.claimable && (
          <Button size="sm" variant="secondary" onClick={onClaim} loading={claiming}>
            Claim
          </Button>
        )}
      </div>
    </article>
  );
}
