import { css, type Theme } from '@emotion/react';
import { activityTime, type HistoryItem } from '@staydesk/contracts';
import { Badge, Button, EmptyState, mq, Skeleton, slideInFromRight } from '@staydesk/design-system';
import { SidePanel } from '@staydesk/design-system/panels';
import { STATUS_LABELS } from '../task-sidebar/labels';

const itemStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[1]} ${theme.space[3]};
  width: 100%;
  padding: ${theme.space[3]} ${theme.space[2]};
  border: 0;
  border-bottom: 1px solid ${theme.colors.border.subtle};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const slideIn = (theme: Theme) => css`
  & > aside {
    animation: ${slideInFromRight} ${theme.motion.normal} ${theme.motion.easing};
  }
  ${mq.reducedMotion} {
    & > aside {
      animation: none;
    }
  }
`;

const timeStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
  white-space: nowrap;
`;

export interface ActivityListProps {
  width: number;
  items: readonly HistoryItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  now: Date;
  onRetry: () => void;
  onOpen: (taskId: string) => void;
  onClose: () => void;
}

function Body({
  items,
  isLoading,
  isError,
  now,
  onRetry,
  onOpen,
}: Omit<ActivityListProps, 'width' | 'onClose'>) {
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading recent activity" css={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        title="Recent activity could not be loaded"
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  if (!items || items.length === 0) return <EmptyState title="No recent activity" />;
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {items.map((item) => {
        const status = STATUS_LABELS[item.status];
        return (
          <li key={item.id}>
            <button type="button" css={itemStyle} onClick={() => onOpen(item.id)}>
              <span css={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {item.title || 'No title'}
              </span>
              <time dateTime={item.lastInteraction} css={timeStyle}>
                {activityTime(item.lastInteraction, now)}
              </time>
              <span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The Recent Activity panel itself, without data wiring: what the stories and tests show. */
export function ActivityList({ width, onClose, ...body }: ActivityListProps) {
  return (
    <div css={slideIn}>
      <SidePanel
        label="Recent activity"
        title="Recent Activity"
        width={width}
        busy={body.isLoading}
        onClose={onClose}
      >
        <Body {...body} />
      </SidePanel>
    </div>
  );
}
