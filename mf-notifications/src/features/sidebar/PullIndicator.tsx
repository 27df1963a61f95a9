import { css, type Theme } from '@emotion/react';
import { Spinner } from '@staydesk/design-system';
import { ArrowDownIcon } from './icons';
import { PULL_THRESHOLD } from './usePullToRefresh';

/** How tall the indicator stays while the refresh runs. */
const REFRESHING_HEIGHT = 48;

const indicatorStyle = (theme: Theme, height: number, settling: boolean) => css`
  flex: 0 0 auto;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  gap: ${theme.space[2]};
  height: ${height}px;
  overflow: hidden;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
  transition: ${settling ? `height ${theme.motion.normal} ${theme.motion.easing}` : 'none'};
  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    padding-bottom: ${theme.space[3]};
  }
`;

const arrowStyle = (ready: boolean) => css`
  display: inline-flex;
  transform: rotate(${ready ? 180 : 0}deg);
  transition: transform 150ms ease-out;
`;

interface PullIndicatorProps {
  pull: number;
  refreshing: boolean;
}

/** Above the list: follows the finger, says when letting go will refresh, then spins. */
export function PullIndicator({ pull, refreshing }: PullIndicatorProps) {
  const ready = pull >= PULL_THRESHOLD;
  const height = refreshing ? REFRESHING_HEIGHT : pull;
  return (
    <div
      css={(theme) => indicatorStyle(theme, height, pull === 0)}
      data-testid="pull-to-refresh"
      aria-hidden={height === 0 || undefined}
    >
      {refreshing ? (
        <span>
          <Spinner size={16} label="Refreshing notifications" />
          <span aria-hidden="true">Refreshing…</span>
        </span>
      ) : (
        pull > 0 && (
          <span>
            <span css={arrowStyle(ready)}>
              <ArrowDownIcon />
            </span>
            {ready ? 'Release to refresh' : 'Pull to refresh'}
          </span>
        )
      )}
    </div>
  );
}
