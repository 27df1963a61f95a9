import {
  NOTIFICATION_TABS,
  unreadBadgeLabel,
  type NotificationTab,
  type UnreadCounts,
} from '@staydesk/contracts';
import type { TabItem } from '@staydesk/design-system/overlays';

export const FILTERS_TAB = 'filters';

export const TAB_LABELS: Record<NotificationTab, string> = {
  all: 'All',
  unread: 'Unread',
  financial: 'Financial',
  reservations: 'Reservations',
  messages: 'Messages',
  reviews: 'Reviews',
  listings: 'Listings',
  system: 'System',
  guests: 'Guests',
};

export const isNotificationTab = (id: string): id is NotificationTab =>
  (NOTIFICATION_TABS as readonly string[]).includes(id);

/** Filters with the number of active filters, then every list tab with its unread count. */
export function sidebarTabItems(
  activeFilters: number,
  unreadCounts: UnreadCounts | undefined,
): TabItem[] {
  return [
    {
      id: FILTERS_TAB,
      label: 'Filters',
      badge: activeFilters,
      // Starting with what the tab shows, so speaking it selects it (WCAG 2.5.3).
      accessibleLabel: activeFilters > 0 ? `Filters ${activeFilters} active` : undefined,
    },
    ...NOTIFICATION_TABS.map((tab) => {
      const unread = unreadCounts?.[tab] ?? 0;
      const badge = unreadBadgeLabel(unread);
      return {
        id: tab,
        label: TAB_LABELS[tab],
        badge: unread,
        accessibleLabel: badge ? `${TAB_LABELS[tab]} ${badge} unread` : undefined,
      };
    }),
  ];
}
