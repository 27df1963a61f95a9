import type {
  NotificationCategory,
  NotificationPriority,
  NotificationType,
} from '@staydesk/contracts';

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  financial: 'Financial',
  communication: 'Messages',
  reservation: 'Reservations',
  review: 'Reviews',
  listing: 'Listings',
  calendar: 'Calendar',
  system: 'System',
  performance: 'Performance',
  guest: 'Guests',
  smart_devices: 'Smart devices',
};

export const PRIORITY_LABELS: Record<NotificationPriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Where the words of the type's id would read wrongly. */
const TYPE_LABEL_EXCEPTIONS: Partial<Record<NotificationType, string>> = {
  checkin_reminder: 'Check-in reminder',
  checkout_reminder: 'Checkout reminder',
  iot_battery: 'Smart device battery',
  iot_wifi: 'Smart device Wi-Fi',
  notification: 'General notification',
};

/** 'payment_failure' reads 'Payment failure'. */
export function typeLabel(type: NotificationType): string {
  const exception = TYPE_LABEL_EXCEPTIONS[type];
  if (exception) return exception;
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
