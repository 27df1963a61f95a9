import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  type DeliveryChannel,
} from '@staydesk/contracts';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useId } from 'react';
import {
  cardStyle,
  fieldsetStyle,
  hintStyle,
  legendStyle,
  switchListStyle,
} from './settings-styles';

export interface DeliveryChannelsFieldsetProps {
  value: Record<DeliveryChannel, boolean>;
  onChange: (channel: DeliveryChannel, on: boolean) => void;
}

/** Email, Push and SMS for the whole account; the in-app list is always on. */
export function DeliveryChannelsFieldset({ value, onChange }: DeliveryChannelsFieldsetProps) {
  const hintId = useId();
  return (
    <div css={cardStyle}>
      <fieldset css={fieldsetStyle} aria-describedby={hintId}>
        <legend css={legendStyle}>Delivery channels</legend>
        <p id={hintId} css={hintStyle}>
          Notifications always appear in Staydesk. Choose where else they reach you.
        </p>
        <ul css={switchListStyle}>
          {DELIVERY_CHANNELS.map((channel) => (
            <li key={channel}>
              <Checkbox
                label={DELIVERY_CHANNEL_LABELS[channel]}
                checked={value[channel]}
                onCheckedChange={(on) => onChange(channel, on)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
