import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { SidebarLoading } from './SidebarLoading';
import { useSidebarRequests } from './useSidebarRequests';

// Mounted on every page, opened now and then: only the listener loads with the remote; Redux,
// zod and the virtual list load the first time the sidebar opens.
const NotificationSidebarWithStore = lazy(() => import('./NotificationSidebarWithStore'));

/** The always-mounted sidebar parcel: opens, closes or toggles the sidebar when asked. */
export function LazyNotificationSidebar(props: PlatformProps) {
  const [open, setOpen] = useState(false);
  useSidebarRequests((request) =>
    setOpen((current) => (request.open === 'toggle' ? !current : request.open)),
  );
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Suspense fallback={<SidebarLoading onClose={close} />}>
      <NotificationSidebarWithStore {...props} onClose={close} />
    </Suspense>
  );
}
