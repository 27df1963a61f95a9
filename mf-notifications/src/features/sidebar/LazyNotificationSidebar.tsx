import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { withoutUrlTarget } from '../open-notification/url-target';
import { useUrlTarget } from '../open-notification/useUrlTarget';
import { SidebarLoading } from './SidebarLoading';
import { useSidebarRequests } from './useSidebarRequests';

// Mounted on every page, opened now and then: only the listener loads with the remote; Redux,
// zod and the virtual list load the first time the sidebar opens.
const NotificationSidebarWithStore = lazy(() => import('./NotificationSidebarWithStore'));
const LinkedTargetDialog = lazy(() => import('../open-notification/LinkedTargetDialog'));

/**
 * The always-mounted sidebar parcel: opens, closes or toggles the sidebar when asked, and opens
 * the item a link names (`reservation=`, `thread=`, `item=`), where a pushed click lands.
 */
export function LazyNotificationSidebar(props: PlatformProps) {
  const [open, setOpen] = useState(false);
  useSidebarRequests((request) =>
    setOpen((current) => (request.open === 'toggle' ? !current : request.open)),
  );
  const target = useUrlTarget();
  const close = () => setOpen(false);
  const closeTarget = () =>
    props.platform.nav.navigate(withoutUrlTarget(window.location.pathname, window.location.search));
  return (
    <>
      {open && (
        <Suspense fallback={<SidebarLoading onClose={close} />}>
          <NotificationSidebarWithStore {...props} onClose={close} />
        </Suspense>
      )}
      {target && (
        <Suspense fallback={null}>
          <LinkedTargetDialog {...props} target={target} onClose={closeTarget} />
        </Suspense>
      )}
    </>
  );
}
