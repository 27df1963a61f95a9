import { Spinner } from '@staydesk/design-system';
import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Notification settings',
  // The page, Redux, zod and the form controls load when the page is opened, not with the
  // remote's entry that every page fetches for the bell.
  component: lazySurface(() => import('../features/settings/NotificationSettingsWithStore'), {
    fallback: (
      <div css={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner label="Loading notification settings" />
      </div>
    ),
  }),
});
