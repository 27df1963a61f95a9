import type { PlatformProps } from '@staydesk/contracts';
import { whenIdle } from '@staydesk/design-system';
import { lazySurface } from '@staydesk/design-system/platform';
import { useEffect, useState } from 'react';
import { BellButton } from './BellButton';
import { useLatestNotifications } from './latest-notifications';

// Redux, zod, the dropdown and the dialogs load when the bell is about to be used; until they
// have, the bell shows its badge as before.
const BellWithStore = lazySurface(() => import('./BellWithStore'), {
  fallback: ({ latest }) => (
    <BellButton
      unreadCount={latest?.unreadCount ?? 0}
      aria-haspopup="dialog"
      aria-expanded={false}
    />
  ),
});

/**
 * The header bell as the page first shows it: the unread badge from one request, kept fresh
 * by the live stream. Pointing at or focusing it fetches the rest; the first click opens the
 * dropdown as soon as that has arrived.
 */
export function LazyBell(props: PlatformProps) {
  const [used, setUsed] = useState(false);
  const latest = useLatestNotifications(props.platform, !used);
  const { apiFetch, session } = props.platform;
  // The bell is on every signed-in page: where the user enabled push, it keeps the
  // subscription registered, once the page is idle.
  useEffect(
    () =>
      whenIdle(
        () =>
          void import('../settings/push/renew').then(({ renewPushSubscription }) =>
            renewPushSubscription(apiFetch, session.user.id),
          ),
      ),
    [apiFetch, session.user.id],
  );
  if (!used)
    return (
      <BellButton
        unreadCount={latest?.unreadCount ?? 0}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => void BellWithStore.preload()}
        onFocus={() => void BellWithStore.preload()}
        onClick={() => setUsed(true)}
      />
    );
  return <BellWithStore {...props} latest={latest} openOnMount />;
}
