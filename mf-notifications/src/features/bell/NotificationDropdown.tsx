import { css, type Theme } from '@emotion/react';
import type { Notification, NotificationList } from '@staydesk/contracts';
import { Button, EmptyState, mq, Spinner } from '@staydesk/design-system';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { NotificationItem } from '../notification-item/NotificationItem';
import { DROPDOWN_ITEMS } from './latest-notifications';

/** Dropdown width (spec: shell §9). */
const DROPDOWN_WIDTH = 380;

interface NotificationDropdownProps {
  id: string;
  /** Viewport offset of the bell's bottom edge, where the phone layout starts. */
  top: number;
  list: NotificationList | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onOpen: (notification: Notification) => void;
  onArchive: (id: string) => Promise<void>;
  /** Shown when there are more notifications than the dropdown lists. */
  onSeeAll: () => void;
  /** The link to the notification settings. */
  settingsLink: ReactNode;
  now: Date;
}

const panelStyle = (theme: Theme, top: number) => css`
  position: absolute;
  top: calc(100% + ${theme.space[2]});
  right: 0;
  z-index: ${theme.zIndices.popover};
  display: flex;
  flex-direction: column;
  width: ${DROPDOWN_WIDTH}px;
  max-height: min(560px, calc(100dvh - 96px));
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  &:focus {
    outline: none;
  }
  ${mq.below('mobile')} {
    position: fixed;
    top: ${top + 8}px;
    left: 0;
    right: 0;
    width: auto;
    max-height: calc(100dvh - ${top + 8}px);
    border-radius: 0;
  }
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.semibold};
`;

const footerStyle = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  padding: ${theme.space[2]};
  border-top: 1px solid ${theme.colors.border.subtle};
`;

const listStyle = css`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export function NotificationDropdown({
  id,
  top,
  list,
  loading,
  failed,
  retrying,
  onRetry,
  onOpen,
  onArchive,
  onSeeAll,
  settingsLink,
  now,
}: NotificationDropdownProps) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      css={(theme) => panelStyle(theme, top)}
    >
      <div css={headerStyle}>
        <h2 id={headingId} css={headingStyle}>
          Notifications
        </h2>
        {settingsLink}
      </div>
      {loading && (
        <div
          css={(theme) => ({ display: 'flex', justifyContent: 'center', padding: theme.space[6] })}
        >
          <Spinner label="Loading notifications" />
        </div>
      )}
      {!loading && failed && (
        <div role="alert">
          <EmptyState
            title="Failed to load notifications"
            action={
              <Button variant="secondary" loading={retrying} onClick={onRetry}>
                Try Again
              </Button>
            }
          />
        </div>
      )}
      {!loading && !failed && list && list.notifications.length === 0 && (
        <EmptyState title="All caught up!" />
      )}
      {!loading && !failed && list && list.notifications.length > 0 && (
        <ul css={listStyle}>
          {list.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={onOpen}
              onArchive={onArchive}
            />
          ))}
        </ul>
      )}
      {!loading && !failed && list && list.total > DROPDOWN_ITEMS && (
        <div css={footerStyle}>
          <Button variant="ghost" size="sm" onClick={onSeeAll}>
            See all notifications
          </Button>
        </div>
      )}
    </div>
  );
}
