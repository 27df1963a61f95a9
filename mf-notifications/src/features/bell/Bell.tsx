import { css } from '@emotion/react';
import type { PlatformProps } from '@staydesk/contracts';
import { Badge, IconButton } from '@staydesk/design-system';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNotificationLiveUpdates } from '../../live-updates';
import { useGetLatestNotificationsQuery, useUpdateNotificationsMutation } from './api';
import { BellIcon } from './BellIcon';
import { bellLabel } from './bell-label';
import { NotificationDropdown } from './NotificationDropdown';
import { useOutsideDismiss } from './useOutsideDismiss';

const rootStyle = css`
  position: relative;
  display: inline-flex;
`;

const badgeStyle = css`
  position: absolute;
  top: -4px;
  right: -6px;
  pointer-events: none;
`;

/** The header bell: unread badge, and a dropdown of the newest notifications. */
export function Bell({ platform }: PlatformProps) {
  const [open, setOpen] = useState(false);
  const [dropdownTop, setDropdownTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const query = useGetLatestNotificationsQuery();
  const [update] = useUpdateNotificationsMutation();
  useNotificationLiveUpdates(platform);
  useOutsideDismiss(root, open, () => setOpen(false));

  const toggle = () => {
    setDropdownTop(button.current?.getBoundingClientRect().bottom ?? 0);
    const opening = !open;
    setOpen(opening);
    // Opening the dropdown marks everything but critical notifications as read.
    if (opening && (query.data?.unreadCount ?? 0) > 0) {
      update({ action: 'markAllRead', excludePriority: 'critical' })
        .unwrap()
        .catch((error: unknown) => console.error('Failed to mark all as read', error));
    }
  };
  const archive = (id: string) =>
    update({ action: 'archive', id })
      .unwrap()
      .then(() => undefined)
      .catch((error: unknown) => console.error('Failed to archive notification', error));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    // Claimed, so page-level Escape handlers (the task sidebar) leave it alone.
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  };

  const unreadCount = query.data?.unreadCount ?? 0;
  return (
    <div ref={root} css={rootStyle} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <IconButton
        ref={button}
        css={{ position: 'relative' }}
        label={bellLabel(unreadCount)}
        icon={
          <>
            <BellIcon />
            <span css={badgeStyle} aria-hidden="true">
              <Badge count={unreadCount} />
            </span>
          </>
        }
        aria-expanded={open}
        aria-controls={open ? dropdownId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
      />
      {open && (
        <NotificationDropdown
          id={dropdownId}
          top={dropdownTop}
          list={query.data}
          loading={query.isLoading}
          failed={query.isError}
          retrying={query.isFetching}
          onRetry={query.refetch}
          onArchive={archive}
          now={new Date()}
        />
      )}
    </div>
  );
}
