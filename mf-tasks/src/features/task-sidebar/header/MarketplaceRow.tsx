import { css, type Theme } from '@emotion/react';
import { isServiceProvider, marketplaceRow, providerStartAction } from '@staydesk/contracts';
import { Badge, Button, useIsPhone } from '@staydesk/design-system';
import { useId } from 'react';
import { useTaskEditing } from '../editing/TaskEditingContext';

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

const summaryStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  flex: 1 1 12rem;
  min-width: 0;
  p {
    margin: 0;
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.sm};
  }
`;

const badgesStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The marketplace row (spec: marketplace-execution §2): managers see the marketplace's subtitle
 * and badges and open mf-marketplace's panel, or, while the task has no marketplace life, an
 * 'Enable' that opens the panel's overview on its enable prompt. Providers open 'Property
 * Details' in the same place, and on a phone their Start / Resume Task.
 */
export function MarketplaceRow({ now }: { now: Date }) {
  const { task, viewer, platform, mayEditStructure } = useTaskEditing();
  const isPhone = useIsPhone();
  const subtitleId = useId();
  const startAction = isPhone ? providerStartAction(task, viewer, now) : null;
  const open = () => platform.nav.openMarketplace(task.id);
  if (isServiceProvider(viewer.role)) {
    return (
      <div css={rowStyle}>
        <Button variant="secondary" onClick={open}>
          Property Details
        </Button>
        {startAction && (
          <Button onClick={() => platform.nav.openExecution(task.id)}>{startAction}</Button>
        )}
      </div>
    );
  }
  const row = marketplaceRow(task);
  if (!row.shown && !mayEditStructure) return null;
  return (
    // A group, not a region: the panel it opens is the Marketplace landmark.
    <div role="group" css={rowStyle} aria-label="Marketplace">
      <div css={summaryStyle}>
        {row.shown ? (
          <Button variant="secondary" onClick={open} aria-describedby={subtitleId}>
            Marketplace
          </Button>
        ) : (
          <strong>Marketplace</strong>
        )}
        <p id={subtitleId}>{row.subtitle}</p>
      </div>
      {row.badges.length > 0 && (
        <ul css={badgesStyle} aria-label="Marketplace status">
          {row.badges.map((badge) => (
            <li key={badge.id}>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          ))}
        </ul>
      )}
      {!row.shown && (
        <Button variant="secondary" onClick={open} aria-describedby={subtitleId}>
          Enable
        </Button>
      )}
    </div>
  );
}
