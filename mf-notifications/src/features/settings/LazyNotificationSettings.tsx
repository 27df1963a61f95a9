import type { PlatformProps } from '@staydesk/contracts';
import { Spinner } from '@staydesk/design-system';
import { lazy, Suspense } from 'react';

// The page, Redux, zod and the form controls load when the page is opened, not with the
// remote's entry that every page fetches for the bell.
const NotificationSettingsWithStore = lazy(() => import('./NotificationSettingsWithStore'));

export function LazyNotificationSettings(props: PlatformProps) {
  return (
    <Suspense
      fallback={
        <div css={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spinner label="Loading notification settings" />
        </div>
      }
    >
      <NotificationSettingsWithStore {...props} />
    </Suspense>
  );
}
