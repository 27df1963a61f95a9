import { css, type Theme } from '@emotion/react';
import { isServiceProvider, providerStartAction } from '@staydesk/contracts';
import { Badge, Button, useIsPhone } from '@staydesk/design-system';
import { useTaskEditing } from '../editing/TaskEditingContext';

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

/**
 * The marketplace row: managers open mf-marketplace's panel (with its badges), providers its
 * 'Property Details' in the same place, and on a phone their Start / Resume Task.
 */
export function MarketplaceRow({ now }: { now: Date }) {
  const { task, viewer, platform } = useTaskEditing();
  const isPhone = useIsPhone();
  const provider = isServiceProvider(viewer.role);
  const startAction = isPhone ? providerStartAction(task, viewer, now) : null;
  const pendingBids = task.bids.filter((bid) => bid.status === 'pending').length;
  return (
    <div css={rowStyle}>
      <Button variant="secondary" onClick={() => platform.nav.openMarketplace(task.id)}>
        {provider ? 'Property Details' : 'Marketplace'}
      </Button>
      {!provider && task.marketplace_eligible && <Badge tone="info">Marketplace eligible</Badge>}
      {!provider && pendingBids > 0 && (
        <Badge tone="warning">{`${pendingBids} bid${pendingBids === 1 ? '' : 's'}`}</Badge>
      )}
      {startAction && (
        <Button onClick={() => platform.nav.openExecution(task.id)}>{startAction}</Button>
      )}
    </div>
  );
}
