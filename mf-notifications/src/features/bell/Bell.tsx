import { css } from '@emotion/react';
import {
  NOTIFICATION_SIDEBAR_EVENT,
  type Notification,
  type NotificationSidebarRequest,
  type PlatformProps,
} from '@staydesk/contracts';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { SettingsLink } from '../settings/SettingsLink';
import { useNotificationLiveUpdates } from '../notifications-api';
import { clickActionOf } from '../open-notification/click-action';
import { NotificationModal } from '../open-notification/NotificationModal';
import { useOpenNotification } from '../open-notification/useOpenNotification';
import { useGetLatestNotificationsQuery, useUpdateNotificationsMutation } from './api';
import { BellButton } from './BellButton';
import { NotificationDropdown } from './NotificationDropdown';
import { useOutsideDismiss } from './useOutsideDismiss';

const rootStyle = css`
  position: relative;
  display: inline-flex;
`;

interface BellProps extends PlatformProps {
  /** The click that loaded this bell opens its dropdown, with focus on the bell. */
  openOnMount?: boolean;
}

/** The header bell: unread badge, and a dropdown of the newest notifications. */
export function Bell({ platform, openOnMount = false }: BellProps) {
  const [open, setOpen] = useState(false);
  const [dropdownTop, setDropdownTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const query = useGetLatestNotificationsQuery();
  const [update] = useUpdateNotificationsMutation();
  const opener = useOpenNotification(platform);
  useNotificationLiveUpdates(platform);
  useOutsideDismiss(root, open, () => setOpen(false));

  /** Closes the dropdown with focus on the bell, where whatever opens next will return it. */
  const closeToBell = () => {
    button.current?.focus();
    setOpen(false);
  };
  const openNotification = (notification: Notification) => {
    // A click with nowhere to go only marks it read: the dropdown stays for the next one.
    if (clickActionOf(notification).kind !== 'none') closeToBell();
    opener.open(notification);
  };
  const seeAll = () => {
    closeToBell();
    window.dispatchEvent(
      new CustomEvent<NotificationSidebarRequest>(NOTIFICATION_SIDEBAR_EVENT, {
        detail: { open: true },
      }),
    );
  };

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
  const openFromFirstClick = useEffectEvent(() => {
    button.current?.focus();
    toggle();
  });
  useEffect(() => {
    if (openOnMount) openFromFirstClick();
  }, [openOnMount]);

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
      <BellButton
        ref={button}
        unreadCount={unreadCount}
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
          onOpen={openNotification}
          onArchive={archive}
          onSeeAll={seeAll}
          settingsLink={<SettingsLink platform={platform} onNavigate={closeToBell} />}
          now={new Date()}
        />
      )}
      <NotificationModal modal={opener.modal} onClose={opener.closeModal} now={new Date()} />
    </div>
  );
}
