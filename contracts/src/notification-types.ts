export const NOTIFICATION_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_CATEGORIES = [
  'financial',
  'communication',
  'reservation',
  'review',
  'listing',
  'calendar',
  'system',
  'performance',
  'guest',
  'smart_devices',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The 13 groups of the user's notification preferences. */
export const PREFERENCE_GROUPS = [
  'financial',
  'messages',
  'reviews',
  'reservations',
  'listings',
  'calendar',
  'system',
  'performance',
  'guests',
  'quality',
  'timeline',
  'hosts',
  'smartDevices',
] as const;
export type PreferenceGroup = (typeof PREFERENCE_GROUPS)[number];

interface TypeRule {
  category: NotificationCategory;
  priority: NotificationPriority;
  group: PreferenceGroup;
}

const rule = (
  category: NotificationCategory,
  priority: NotificationPriority,
  group: PreferenceGroup,
): TypeRule => ({ category, priority, group });

/** Every notification type with its category, fixed default priority and preference group. */
export const NOTIFICATION_TYPE_RULES = {
  payment_failure: rule('financial', 'critical', 'financial'),
  payment_success: rule('financial', 'low', 'financial'),
  payout_initiated: rule('financial', 'low', 'financial'),
  payout_completed: rule('financial', 'low', 'financial'),
  payout_failed: rule('financial', 'critical', 'financial'),
  message: rule('communication', 'medium', 'messages'),
  thread_update: rule('communication', 'low', 'messages'),
  mention: rule('communication', 'high', 'messages'),
  reservation_request: rule('reservation', 'high', 'reservations'),
  reservation_confirmed: rule('reservation', 'medium', 'reservations'),
  reservation_cancelled: rule('reservation', 'high', 'reservations'),
  reservation_modified: rule('reservation', 'medium', 'reservations'),
  reservation_created: rule('reservation', 'medium', 'reservations'),
  reservation_updated: rule('reservation', 'low', 'reservations'),
  reservation_payment_pending: rule('reservation', 'high', 'reservations'),
  reservation_payment_completed: rule('reservation', 'low', 'reservations'),
  reservation_requested: rule('reservation', 'high', 'reservations'),
  reservation_request_voided: rule('reservation', 'medium', 'reservations'),
  checkin_reminder: rule('reservation', 'medium', 'reservations'),
  checkout_reminder: rule('reservation', 'medium', 'reservations'),
  review_received: rule('review', 'medium', 'reviews'),
  review_positive: rule('review', 'low', 'reviews'),
  review_negative: rule('review', 'high', 'reviews'),
  review_reminder: rule('review', 'low', 'reviews'),
  listing_updated: rule('listing', 'low', 'listings'),
  listing_published: rule('listing', 'medium', 'listings'),
  listing_suspended: rule('listing', 'critical', 'listings'),
  listing_reactivated: rule('listing', 'medium', 'listings'),
  calendar_conflict: rule('calendar', 'high', 'calendar'),
  calendar_update: rule('calendar', 'low', 'calendar'),
  price_update: rule('calendar', 'low', 'calendar'),
  system: rule('system', 'medium', 'system'),
  error: rule('system', 'critical', 'system'),
  sync: rule('system', 'low', 'system'),
  maintenance: rule('system', 'medium', 'system'),
  performance_alert: rule('performance', 'high', 'performance'),
  ranking_change: rule('performance', 'low', 'performance'),
  quality_issue: rule('performance', 'high', 'quality'),
  guest_complaint: rule('guest', 'high', 'guests'),
  guest_request: rule('guest', 'medium', 'guests'),
  guest_review_alert: rule('guest', 'medium', 'guests'),
  quality_standard: rule('guest', 'medium', 'quality'),
  timeline_update: rule('system', 'low', 'timeline'),
  dashboard_assignment: rule('system', 'high', 'system'),
  task_escalation: rule('system', 'high', 'timeline'),
  iot_battery: rule('smart_devices', 'medium', 'smartDevices'),
  iot_wifi: rule('smart_devices', 'medium', 'smartDevices'),
  host_suspended: rule('system', 'high', 'hosts'),
  host_reactivated: rule('system', 'medium', 'hosts'),
  host_authorization_revoked: rule('system', 'high', 'hosts'),
  host_account_activated: rule('system', 'medium', 'hosts'),
  notification: rule('system', 'low', 'system'),
  achievement: rule('performance', 'low', 'performance'),
  command: rule('system', 'low', 'system'),
  bid_accepted: rule('system', 'high', 'timeline'),
  bid_declined: rule('system', 'medium', 'timeline'),
  marketplace_invite: rule('system', 'medium', 'timeline'),
  assignment_declined: rule('system', 'high', 'timeline'),
} as const satisfies Record<string, TypeRule>;

export type NotificationType = keyof typeof NOTIFICATION_TYPE_RULES;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_RULES) as NotificationType[];

export const categoryOf = (type: NotificationType): NotificationCategory =>
  NOTIFICATION_TYPE_RULES[type].category;
export const defaultPriorityOf = (type: NotificationType): NotificationPriority =>
  NOTIFICATION_TYPE_RULES[type].priority;
export const preferenceGroupOf = (type: NotificationType): PreferenceGroup =>
  NOTIFICATION_TYPE_RULES[type].group;
