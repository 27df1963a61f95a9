import {
  bypassesPreferences,
  defaultPriorityOf,
  DELIVERY_CHANNELS,
  PREFERENCE_GROUPS,
  typesOfPreferenceGroup,
  type DeliveryChannel,
  type NotificationPreferences,
  type NotificationType,
  type PreferenceGroup,
} from '@staydesk/contracts';

export interface GroupForm {
  enabled: boolean;
  /** One switch per type the user may turn off (see isAlwaysDelivered). */
  types: Partial<Record<NotificationType, boolean>>;
}

/** Every switch the settings page shows, resolved: nothing is "unset" on screen. */
export interface PreferencesForm {
  delivery: Record<DeliveryChannel, boolean>;
  groups: Record<PreferenceGroup, GroupForm>;
}

/** Critical types and assignments reach the user whatever is set: shown on, and locked. */
export const isAlwaysDelivered = (type: NotificationType): boolean =>
  bypassesPreferences(type, defaultPriorityOf(type));

export const switchableTypesOf = (group: PreferenceGroup): NotificationType[] =>
  typesOfPreferenceGroup(group).filter((type) => !isAlwaysDelivered(type));

const fromEntries = <Key extends string, Value>(entries: Array<[Key, Value]>) =>
  Object.fromEntries(entries) as Record<Key, Value>;

/** Stored preferences as switches: anything not set to false is on. */
export function formFromPreferences(preferences: NotificationPreferences): PreferencesForm {
  return {
    delivery: fromEntries(
      DELIVERY_CHANNELS.map((channel) => [channel, preferences.delivery?.[channel] !== false]),
    ),
    groups: fromEntries(
      PREFERENCE_GROUPS.map((group) => {
        const stored = preferences.groups?.[group];
        const types = fromEntries(
          switchableTypesOf(group).map((type) => [type, stored?.types?.[type] !== false]),
        );
        return [group, { enabled: stored?.enabled !== false, types }];
      }),
    ),
  };
}

/** What is saved: every switch, explicitly (the API replaces the whole object). */
export const preferencesFromForm = (form: PreferencesForm): NotificationPreferences => ({
  delivery: { ...form.delivery },
  groups: fromEntries(
    PREFERENCE_GROUPS.map((group) => [
      group,
      { enabled: form.groups[group].enabled, types: { ...form.groups[group].types } },
    ]),
  ),
});

export const withChannel = (
  form: PreferencesForm,
  channel: DeliveryChannel,
  on: boolean,
): PreferencesForm => ({ ...form, delivery: { ...form.delivery, [channel]: on } });

/** Turning a group off keeps its type switches as they were, for when it is turned back on. */
export const withGroup = (
  form: PreferencesForm,
  group: PreferenceGroup,
  enabled: boolean,
): PreferencesForm => ({
  ...form,
  groups: { ...form.groups, [group]: { ...form.groups[group], enabled } },
});

export const withType = (
  form: PreferencesForm,
  group: PreferenceGroup,
  type: NotificationType,
  on: boolean,
): PreferencesForm => ({
  ...form,
  groups: {
    ...form.groups,
    [group]: { ...form.groups[group], types: { ...form.groups[group].types, [type]: on } },
  },
});

export const sameForm = (a: PreferencesForm, b: PreferencesForm): boolean =>
  JSON.stringify(preferencesFromForm(a)) === JSON.stringify(preferencesFromForm(b));
