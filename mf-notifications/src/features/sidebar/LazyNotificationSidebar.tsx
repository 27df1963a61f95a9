import {
  NOTIFICATION_SIDEBAR_SHOWN_EVENT,
  type NotificationSidebarShown,
  type PlatformProps,
} from '@staydesk/contracts';
import { lazySurface, rememberNotificationSidebarOpen } from '@staydesk/design-system/platform';
import { useEffect, useState } from 'react';
import { withoutUrlTarget } from '../open-notification/url-target';
import { useUrlTarget } from '../open-notification/useUrlTarget';
import { SidebarLoading } from './SidebarLoading';
import { useSidebarRequests } from './useSidebarRequests';

// Mounted on every page, opened now and then: only the listener loads with the remote; Redux,
// zod and the virtual list load the first time the sidebar opens.
const NotificationSidebarWithStore = lazySurface(() => import('./NotificationSidebarWithStore'), {
  fallback: ({ onClose, takeFocus = true }) => (
    <SidebarLoading onClose={onClose} takeFocus={takeFocus} />
  ),
});
const LinkedTargetDialog = lazySurface(() => import('../open-notification/LinkedTargetDialog'));

/**
 * The sidebar parcel: opens, closes or toggles the sidebar when asked (the shell also asks,
 * when the page opens, as the user left it), remembers what the user chose, and opens the item
 * a link names (`reservation=`, `thread=`, `item=`), where a pushed click lands.
 */
export function LazyNotificationSidebar(props: PlatformProps) {
  const userId = props.platform.session.user.id;
  // Restored with the page, it does not take focus: the user asked for the page, not for it.
  const [sidebar, setSidebar] = useState({ open: false, asked: false });
  useSidebarRequests((request) =>
    setSidebar((current) => ({
      open: request.open === 'toggle' ? !current.open : request.open,
      asked: !request.restored,
    })),
  );
  // What the user chose is kept; what the page restored is what was kept already.
  useEffect(() => {
    if (sidebar.asked) rememberNotificationSidebarOpen(userId, sidebar.open);
  }, [sidebar, userId]);
  // The shell makes room for the sidebar where it docks beside the page.
  useEffect(() => {
    const announce = (shown: NotificationSidebarShown) => {
      window.dispatchEvent(new CustomEvent(NOTIFICATION_SIDEBAR_SHOWN_EVENT, { detail: shown }));
    };
    announce({ open: sidebar.open });
    return () => announce({ open: false });
  }, [sidebar.open]);
  const target = useUrlTarget();
  const close = () => setSidebar({ open: false, asked: true });
  const closeTarget = () =>
    props.platform.nav.navigate(withoutUrlTarget(window.location.pathname, window.location.search));
  return (
    <>
      {sidebar.open && (
        <NotificationSidebarWithStore {...props} onClose={close} takeFocus={sidebar.asked} />
      )}
      {target && <LinkedTargetDialog {...props} target={target} onClose={closeTarget} />}
    </>
  );
}
