import {
  NOTIFICATION_TYPES,
  preferenceGroupOf,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
  type PreferenceGroup,
} from './notification-types';
import type { DeliveryChannel } from './delivery-channels';

/** How people read each notification type: settings switches and type filters. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  payment_failure: 'Payment failed',
  payment_success: 'Payment received',
  payout_initiated: 'Payout started',
  payout_completed: 'Payout completed',
  payout_failed: 'Payout failed',
  message: 'New message',
  thread_update: 'Conversation updates',
  mention: 'Mentions of you',
  reservation_request: 'Reservation request',
  reservation_confirmed: 'Reservation confirmed',
  reservation_cancelled: 'Reservation cancelled',
  reservation_modified: 'Reservation modified',
  reservation_created: 'New reservation',
  reservation_updated: 'Reservation updated',
  reservation_payment_pending: 'Reservation payment pending',
  reservation_payment_completed: 'Reservation payment completed',
  reservation_requested: 'Booking requested',
  reservation_request_voided: 'Booking request withdrawn',
  checkin_reminder: 'Check-in reminder',
  checkout_reminder: 'Check-out reminder',
  review_received: 'New review',
  review_positive: 'Positive review',
  review_negative: 'Negative review',
  review_reminder: 'Review reminder',
  listing_updated: 'Listing updated',
  listing_published: 'Listing published',
  listing_suspended: 'Listing suspended',
  listing_reactivated: 'Listing reactivated',
  calendar_conflict: 'Calendar conflict',
  calendar_update: 'Calendar updated',
  price_update: 'Price changed',
  system: 'System announcements',
  error: 'System errors',
  sync: 'Channel sync',
  maintenance: 'Planned maintenance',
  performance_alert: 'Performance alert',
  ranking_change: 'Ranking change',
  quality_issue: 'Quality issue',
  guest_complaint: 'Guest complaint',
  guest_request: 'Guest request',
  guest_review_alert: 'Guest review alert',
  quality_standard: 'Quality standard',
  timeline_update: 'Timeline update',
  dashboard_assignment: 'Assigned to you',
  task_escalation: 'Task escalated',
  iot_battery: 'Device battery low',
  iot_wifi: 'Device offline',
  host_suspended: 'Host suspended',
  host_reactivated: 'Host reactivated',
  host_authorization_revoked: 'Host authorization revoked',
  host_account_activated: 'Host account activated',
  notification: 'General notices',
  achievement: 'Achievements',
  command: 'Command results',
  bid_accepted: 'Your bid was accepted',
  bid_declined: 'Your bid was declined',
  marketplace_invite: 'Invitations to bid',
  assignment_declined: 'Assignment declined',
};

export const PREFERENCE_GROUP_LABELS: Record<PreferenceGroup, string> = {
  financial: 'Financial',
  messages: 'Messages',
  reviews: 'Reviews',
  reservations: 'Reservations',
  listings: 'Listings',
  calendar: 'Calendar and pricing',
  system: 'System',
  performance: 'Performance',
  guests: 'Guests',
  quality: 'Quality',
  timeline: 'Timeline',
  hosts: 'Host accounts',
  smartDevices: 'Smart devices',
};

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email',
  push: 'Push',
  sms: 'SMS',
};

/** The notification types a preference group switches, in the order of the type table. */
export const typesOfPreferenceGroup = (group: PreferenceGroup): NotificationType[] =>
  NOTIFICATION_TYPES.filter((type) => preferenceGroupOf(type) === group);

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
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

export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
