import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { useHistoryRequests } from './useHistoryRequests';

// Only the listener loads with the surface; Redux, zod and the list load on the first opening.
const RecentActivityWithStore = lazy(() => import('./RecentActivityWithStore'));

/** The Recent Activity sidebar's parcel: opens, closes or toggles it when asked. */
export function LazyRecentActivity(props: PlatformProps) {
  const [open, setOpen] = useState(false);
  useHistoryRequests((request) =>
    setOpen((current) => (request.open === 'toggle' ? !current : request.open)),
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RecentActivityWithStore {...props} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
