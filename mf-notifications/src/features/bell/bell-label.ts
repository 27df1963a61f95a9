import { unreadBadgeLabel } from '@staydesk/contracts';

/** 'Notifications, 3 unread': the badge is decorative, so the name carries the count. */
export function bellLabel(unreadCount: number): string {
  const badge = unreadBadgeLabel(unreadCount);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}
