import { allowsDelivery, notificationPreferencesSchema } from './notification-preferences';

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
