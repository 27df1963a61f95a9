import { notificationPreferencesUpdateSchema, PREFERENCE_GROUPS } from '@staydesk/contracts';
import {
  formFromPreferences,
  isAlwaysDelivered,
  preferencesFromForm,
  sameForm,
  switchableTypesOf,
  withChannel,
  withGroup,
  withType,
} from './preferences-form';

test('nothing stored means every switch on', () => {
  const form = formFromPreferences({});
  expect(form.delivery).toEqual({ email: true, push: true, sms: true });
  for (const group of PREFERENCE_GROUPS) {
    expect(form.groups[group].enabled).toBe(true);
    expect(Object.values(form.groups[group].types).every(Boolean)).toBe(true);
  }
});

test('reads what is switched off, and saves every switch in a shape the API accepts', () => {
  const form = formFromPreferences({
    delivery: { sms: false },
    groups: { financial: { enabled: false, types: { payout_initiated: false } } },
  });
  expect(form.delivery.sms).toBe(false);
  expect(form.groups.financial).toEqual({
    enabled: false,
    types: { payment_success: true, payout_initiated: false, payout_completed: true },
  });
  const saved = preferencesFromForm(form);
  expect(notificationPreferencesUpdateSchema.safeParse(saved).success).toBe(true);
  expect(formFromPreferences(saved)).toEqual(form);
});

test('critical types and assignments have no switch: they always arrive', () => {
  expect(isAlwaysDelivered('payout_failed')).toBe(true);
  expect(isAlwaysDelivered('dashboard_assignment')).toBe(true);
  expect(switchableTypesOf('financial')).not.toContain('payment_failure');
  expect(switchableTypesOf('system')).toEqual([
    'system',
    'sync',
    'maintenance',
    'notification',
    'command',
  ]);
});

test('a group switched off keeps its type switches for later', () => {
  const start = withType(formFromPreferences({}), 'reviews', 'review_reminder', false);
  const off = withGroup(start, 'reviews', false);
  expect(off.groups.reviews.types.review_reminder).toBe(false);
  expect(withGroup(off, 'reviews', true)).toEqual(start);
});

test('tells whether anything changed', () => {
  const form = formFromPreferences({});
  expect(sameForm(form, formFromPreferences({}))).toBe(true);
  expect(sameForm(form, withChannel(form, 'email', false))).toBe(false);
  expect(sameForm(form, withChannel(withChannel(form, 'email', false), 'email', true))).toBe(true);
});
