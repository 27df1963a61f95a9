import {
  NOTIFICATION_TYPE_LABELS,
  PREFERENCE_GROUP_LABELS,
  typesOfPreferenceGroup,
  type NotificationType,
  type PreferenceGroup,
} from '@staydesk/contracts';
import { Checkbox } from '@staydesk/design-system/overlays';
import { memo } from 'react';
import { isAlwaysDelivered, switchableTypesOf, type GroupForm } from './preferences-form';
import {
  cardStyle,
  fieldsetStyle,
  hintStyle,
  legendStyle,
  switchListStyle,
} from './settings-styles';

export interface PreferenceGroupFieldsetProps {
  group: PreferenceGroup;
  value: GroupForm;
  onGroupChange: (group: PreferenceGroup, enabled: boolean) => void;
  onTypeChange: (group: PreferenceGroup, type: NotificationType, on: boolean) => void;
}

/**
 * One category: its switch, and a switch per notification type inside it. The type switches
 * are disabled while the category is off (their values are kept for when it comes back on).
 * Memoised: a change in one category re-renders only that one.
 */
export const PreferenceGroupFieldset = memo(function PreferenceGroupFieldset({
  group,
  value,
  onGroupChange,
  onTypeChange,
}: PreferenceGroupFieldsetProps) {
  const label = PREFERENCE_GROUP_LABELS[group];
  const types = switchableTypesOf(group);
  const alwaysDelivered = typesOfPreferenceGroup(group).filter(isAlwaysDelivered);
  return (
    <div css={cardStyle}>
      <fieldset css={fieldsetStyle}>
        <legend css={legendStyle}>{label}</legend>
        <Checkbox
          label={`${label} notifications`}
          checked={value.enabled}
          onCheckedChange={(enabled) => onGroupChange(group, enabled)}
        />
        {types.length > 0 && (
          <ul
            css={(theme) => [switchListStyle(theme), { paddingLeft: theme.space[6] }]}
            aria-label={`${label} notification types`}
          >
            {types.map((type) => (
              <li key={type}>
                <Checkbox
                  label={NOTIFICATION_TYPE_LABELS[type]}
                  checked={value.types[type] ?? true}
                  disabled={!value.enabled}
                  onCheckedChange={(on) => onTypeChange(group, type, on)}
                />
              </li>
            ))}
          </ul>
        )}
        {alwaysDelivered.length > 0 && (
          <p css={hintStyle}>
            Always delivered:{' '}
            {alwaysDelivered.map((type) => NOTIFICATION_TYPE_LABELS[type]).join(', ')}.
          </p>
        )}
      </fieldset>
    </div>
  );
});
