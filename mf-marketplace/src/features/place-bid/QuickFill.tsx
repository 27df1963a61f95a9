import { css, type Theme } from '@emotion/react';
import {
  distinctPreviousBids,
  formatWithSymbol,
  type PreviousBid,
  type TaskCategory,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useGetPreviousBidsQuery } from './api';

interface QuickFillProps {
  category: TaskCategory;
  listingId: string | null;
  currency: string;
  onPick: (bid: PreviousBid) => void;
}

const groupStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space[1]};
    padding: 0;
    font-size: ${theme.typography.sizes.sm};
    font-weight: ${theme.typography.weights.medium};
  }
`;

/**
 * Up to 3 of the provider's previous bids with distinct amounts, for this category at this
 * listing, else for this category anywhere: one click fills the form.
 */
export function QuickFill({ category, listingId, currency, onPick }: QuickFillProps) {
  const here = useGetPreviousBidsQuery({ category, ...(listingId ? { listingId } : {}) });
  // None at this listing yet: the provider's bids for the same kind of work elsewhere still help.
  const elsewhere = useGetPreviousBidsQuery(
    { category },
    { skip: !listingId || here.data === undefined || here.data.length > 0 },
  );
  const bids = distinctPreviousBids(here.data?.length ? here.data : (elsewhere.data ?? []));
  // Quick fill is a shortcut: while it loads, or when it fails, the form works without it.
  if (bids.length === 0) return null;
  return (
    <fieldset css={groupStyle}>
      <legend>Quick fill from your previous bids</legend>
      {bids.map((bid) => (
        <Button key={bid.id} size="sm" variant="secondary" onClick={() => onPick(bid)}>
          {formatWithSymbol(bid.amount, currency)}
          {bid.estimatedDuration !== null ? ` · ${bid.estimatedDuration} min` : ''}
        </Button>
      ))}
    </fieldset>
  );
}
