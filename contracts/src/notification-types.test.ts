import {
  categoryOf,
  defaultPriorityOf,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  PREFERENCE_GROUPS,
  preferenceGroupOf,
} from './notification-types';

describe('notification type rules', () => {
  it('makes exactly the four spec types critical by default', () => {
    const critical = NOTIFICATION_TYPES.filter((type) => defaultPriorityOf(type) === 'critical');
    expect(critical.sort()).toEqual([
      'error',
      'listing_suspended',
      'payment_failure',
      'payout_failed',
    ]);
  });

  it('puts the spec families in their categories', () => {
    expect(categoryOf('payout_initiated')).toBe('financial');
    expect(categoryOf('thread_update')).toBe('communication');
    expect(categoryOf('checkout_reminder')).toBe('reservation');
    expect(categoryOf('price_update')).toBe('calendar');
    expect(categoryOf('ranking_change')).toBe('performance');
    expect(categoryOf('guest_review_alert')).toBe('guest');
    expect(categoryOf('iot_wifi')).toBe('smart_devices');
  });

  it('maps every type to a known category and preference group', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFICATION_CATEGORIES).toContain(categoryOf(type));
      expect(PREFERENCE_GROUPS).toContain(preferenceGroupOf(type));
    }
    expect(PREFERENCE_GROUPS).toHaveLength(13);
  });
});
