import { NOTIFICATION_TYPE_LABELS, typesOfPreferenceGroup } from './notification-labels';
import {
  allowsDelivery,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from './notification-preferences';
import { NOTIFICATION_TYPES, PREFERENCE_GROUPS } from './notification-types';

describe('notification preferences', () => {
  it('delivers on every channel when nothing is set', () => {
    for (const channel of ['in_app', 'email', 'push', 'sms'] as const) {
      expect(allowsDelivery(undefined, 'message', channel)).toBe(true);
    }
  });

  it('turns a channel off only when it is set to false', () => {
    const prefs = { delivery: { push: false } };
    expect(allowsDelivery(prefs, 'message', 'push')).toBe(false);
    expect(allowsDelivery(prefs, 'message', 'email')).toBe(true);
    expect(allowsDelivery(prefs, 'message', 'in_app')).toBe(true);
  });

  it('respects a disabled category group and a disabled type inside it', () => {
    const prefs = {
      groups: {
        reviews: { enabled: false },
        reservations: { types: { reservation_updated: false } },
      },
    };
    expect(allowsDelivery(prefs, 'review_received', 'in_app')).toBe(false);
    expect(allowsDelivery(prefs, 'reservation_updated', 'email')).toBe(false);
    expect(allowsDelivery(prefs, 'reservation_created', 'email')).toBe(true);
  });

  it('lets critical notifications and dashboard assignments through whatever is set', () => {
    const prefs = {
      delivery: { push: false },
      groups: { financial: { enabled: false }, system: { enabled: false } },
    };
    expect(allowsDelivery(prefs, 'payment_failure', 'push')).toBe(true);
    expect(allowsDelivery(prefs, 'dashboard_assignment', 'push')).toBe(true);
    expect(allowsDelivery(prefs, 'payment_success', 'push')).toBe(false);
    expect(allowsDelivery(prefs, 'system', 'in_app', 'critical')).toBe(true);
  });

  it('validates stored preferences', () => {
    expect(notificationPreferencesSchema.safeParse({ groups: { nonsense: {} } }).success).toBe(
      false,
    );
    expect(
      notificationPreferencesSchema.safeParse({
        delivery: { sms: false },
        groups: { hosts: { enabled: true } },
      }).success,
    ).toBe(true);
  });
});

describe('saving notification preferences', () => {
  const issuesOf = (value: unknown) =>
    notificationPreferencesUpdateSchema.safeParse(value).error?.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));

  it('accepts channels, groups and the types of each group', () => {
    const saved = {
      delivery: { email: true, push: false, sms: false },
      groups: {
        financial: { enabled: true, types: { payout_completed: false } },
        smartDevices: { enabled: false, types: { iot_wifi: true } },
      },
    };
    expect(notificationPreferencesUpdateSchema.parse(saved)).toEqual(saved);
  });

  it('refuses unknown channels, groups and group fields', () => {
    expect(issuesOf({ delivery: { fax: true } })?.[0]?.path).toBe('delivery');
    expect(issuesOf({ groups: { nonsense: {} } })?.[0]?.path).toBe('groups');
    expect(issuesOf({ groups: { hosts: { muted: true } } })?.[0]?.path).toBe('groups.hosts');
    expect(issuesOf({ theme: 'dark' })?.[0]?.path).toBe('');
  });

  it('refuses a type unknown or of another group, saying which', () => {
    expect(issuesOf({ groups: { financial: { types: { payout_lost: false } } } })).toEqual([
      {
        path: 'groups.financial.types.payout_lost',
        message: "Unknown notification type 'payout_lost'",
      },
    ]);
    expect(issuesOf({ groups: { financial: { types: { message: false } } } })).toEqual([
      {
        path: 'groups.financial.types.message',
        message: "'message' belongs to the messages group, not financial",
      },
    ]);
  });

  it('labels every type and files each in exactly one group', () => {
    const grouped = PREFERENCE_GROUPS.flatMap(typesOfPreferenceGroup);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_TYPE_LABELS[type]).toBeTruthy();
    for (const group of PREFERENCE_GROUPS)
      expect(typesOfPreferenceGroup(group).length).toBeGreaterThan(0);
  });
});
