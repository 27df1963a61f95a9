import { css, type Theme } from '@emotion/react';
import { formatMoney, sortBids, type MarketplaceBid } from '@staydesk/contracts';
import { Badge, Button, EmptyState } from '@staydesk/design-system';
import { BID_STATUS_BADGES } from '../status-badges/status-badges';
import { ActionError } from './ActionError';
import { useDecideBidMutation } from './api';
import { ProviderIdentity } from './ProviderIdentity';
import type { TabProps } from './tab-props';
import { actionsStyle, cardStyle, mutedStyle, plainListStyle, tabBodyStyle } from './tabStyles';
import { usePanelAction } from './usePanelAction';

const headStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  strong {
    font-size: ${theme.typography.sizes.lg};
  }
`;

function BidItem({
  bid,
  decide,
  pending,
}: {
  bid: MarketplaceBid;
  decide: ((action: 'accept_bid' | 'reject_bid') => void) | null;
  pending: boolean;
}) {
  const status = BID_STATUS_BADGES[bid.status];
  const amount = formatMoney(bid.amount, bid.currency);
  return (
    <li css={cardStyle} aria-label={`${amount} from ${bid.provider.name}`}>
      <div css={headStyle}>
        <strong>{amount}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <ProviderIdentity provider={bid.provider} />
      {bid.estimated_duration !== null && (
        <p css={mutedStyle}>Estimated duration: {bid.estimated_duration} min</p>
      )}
      {bid.notes && <p css={{ margin: 0 }}>{bid.notes}</p>}
      {decide && (
        <div css={actionsStyle}>
          <Button size="sm" onClick={() => decide('accept_bid')} disabled={pending}>
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decide('reject_bid')}
            disabled={pending}
          >
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}

/** Pending bids, then accepted ones, then by amount; structure editors accept or reject. */
export default function BidsTab({ task, platform, editable }: TabProps) {
  const [decideBid] = useDecideBidMutation();
  const action = usePanelAction(platform);
  if (task.bids.length === 0) {
    return (
      <EmptyState
        title="No Bids Yet"
        description="Providers who match the task will bid here; invite some from Providers."
      />
    );
  }
  // A bid is decided only while the task is open to bids: none accepted, not completed.
  const open =
    editable && task.status !== 'completed' && !task.bids.some((bid) => bid.status === 'accepted');
  const decide = (bid: MarketplaceBid) => (decision: 'accept_bid' | 'reject_bid') =>
    void action.run(
      () => decideBid({ action: decision, taskId: task.id, bidId: bid.id }).unwrap(),
      {
        success: decision === 'accept_bid' ? 'Bid accepted' : 'Bid rejected',
        failure: decision === 'accept_bid' ? 'Failed to accept bid' : 'Failed to reject bid',
      },
    );
  return (
    <div css={tabBodyStyle}>
      <ActionError error={action.error} />
      <ul css={plainListStyle} aria-label="Bids">
        {sortBids(task.bids).map((bid) => (
          <BidItem
            key={bid.id}
            bid={bid}
            decide={open && bid.status === 'pending' ? decide(bid) : null}
            pending={action.pending}
          />
        ))}
      </ul>
    </div>
  );
}
