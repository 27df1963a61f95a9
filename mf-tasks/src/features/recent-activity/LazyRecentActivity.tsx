import type { PlatformProps } from '@staydesk/contracts';
import { lazySurface } from '@staydesk/design-system/platform';
import { useState } from 'react';
import { useHistoryRequests } from './useHistoryRequests';

// Only the listener loads with the surface; Redux, zod and the list load on the first opening.
const RecentActivityWithStore = lazySurface(() => import('./RecentActivityWithStore'));

/** The Recent Activity sidebar's parcel: opens, closes or toggles it when asked. */
export function LazyRecentActivity(props: PlatformProps) {
  const [open, setOpen] = useState(false);
  useHistoryRequests((request) =>
    setOpen((current) => (request.open === 'toggle' ? !current : request.open)),
  );
  if (!open) return null;
  return <RecentActivityWithStore {...props} onClose={() => setOpen(false)} />;
}
