import type { NotificationList, PlatformApi } from '@staydesk/contracts';
import { useEffect, useState } from 'react';

/** The dropdown shows the 5 newest notifications (spec: shell §9). */
export const DROPDOWN_ITEMS = 5;
export const LATEST_NOTIFICATIONS_PATH = `/api/notifications?limit=${DROPDOWN_ITEMS}`;

/**
 * The newest notifications and the unread count, kept fresh by the live stream while `active`,
 * without the remote's store: what the bell needs on screen before it is first used. A failed
 * load keeps the last list. Unchecked: the store checks it against the schema when it loads.
 */
export function useLatestNotifications(
  platform: PlatformApi,
  active: boolean,
): NotificationList | null {
  const [list, setList] = useState<NotificationList | null>(null);
  useEffect(() => {
    if (!active) return;
    const load = () =>
      platform
        .apiFetch(LATEST_NOTIFICATIONS_PATH)
        .then((response) => (response.ok ? (response.json() as Promise<NotificationList>) : null))
        .then((latest) => latest && setList(latest))
        .catch(() => undefined);
    void load();
    return platform.subscribe('notifications', () => void load());
  }, [platform, active]);
  return list;
}
