import { css, type Theme } from '@emotion/react';
import type { Task } from '@staydesk/contracts';
import { Badge, EmptyState } from '@staydesk/design-system';
import { tabBodyStyle } from './tabStyles';

type Bid = Task['bids'][number];

const BID_STATUS = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
} as const;

const rowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  font-size: ${theme.typography.sizes.sm};
`;

/** Pending bids first, then accepted ones (spec: marketplace §4). */
const byStatus = (a: Bid, b: Bid) =>
  Number(a.status !== 'pending') - Number(b.status !== 'pending');

export function BidsTab({ bids }: { bids: readonly Bid[] }) {
  if (bids.length === 0) return <EmptyState title="No Bids Yet" />;
  return (
    <ul css={[tabBodyStyle, { margin: 0, padding: 0, listStyle: 'none' }]}>
      {[...bids].sort(byStatus).map((bid, index) => (
        <li key={bid.id} css={rowStyle}>
          <span>Bid {index + 1}</span>
          <Badge tone={BID_STATUS[bid.status].tone}>{BID_STATUS[bid.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}
