import type { PlatformProps } from '@staydesk/contracts';
import { whenIdle } from '@staydesk/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BellButton } from './BellButton';
import { useLatestNotifications } from './latest-notifications';

// Redux, zod, the dropdown and the dialogs load when the bell is about to be used.
const loadBellWithStore = () => import('./BellWithStore');
const BellWithStore = lazy(loadBellWithStore);

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
  const bell = (
    <BellButton
      unreadCount={latest?.unreadCount ?? 0}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadBellWithStore()}
      onFocus={() => void loadBellWithStore()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <BellWithStore {...props} latest={latest} openOnMount />
    </Suspense>
  );
}
