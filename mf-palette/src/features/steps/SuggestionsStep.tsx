import {
  canMessageGuestThrough,
  MESSAGE_CHANNELS,
  TEAM_MEMBER_CHANNELS,
  type MessageChannel,
} from '@staydesk/contracts';
import { OptionStep } from './OptionStep';
import { chosenReservation, type StepProps } from './step-props';
import { GUEST_RECIPIENT } from './TeamMemberStep';

const CHANNEL_LABELS: Record<MessageChannel, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  whatsapp: 'WhatsApp',
  twilio: 'SMS (Twilio)',
  email: 'Email',
  internal: 'Internal',
  text: 'Text message',
};

/** The channels that reach the chosen recipient: the guest's own platform, or a team member's. */
function channelsFor(values: StepProps['values']) {
  const reservation = chosenReservation(values);
  const toGuest = values.recipient === GUEST_RECIPIENT;
  return MESSAGE_CHANNELS.filter((channel) =>
    toGuest
      ? reservation !== null && canMessageGuestThrough(reservation.platform, channel)
      : TEAM_MEMBER_CHANNELS.includes(channel),
  ).map((channel) => ({ id: channel, label: CHANNEL_LABELS[channel] }));
}

/** A fixed list: the step's own suggestions, or the messaging channels for a channel step. */
export default function SuggestionsStep(props: StepProps) {
  const { step, values, picked, choose, toggle, continueWith } = props;
  const channel = step.type === 'channel';
  const options = channel ? channelsFor(values) : (step.options ?? []);
  const multiple = (step.maxSelections ?? 1) > 1;
  return (
    <OptionStep
      title={step.title}
      options={options}
      empty={channel ? 'No channels found' : 'No matching commands found'}
      onChoose={(id) => (multiple ? toggle(id) : choose(id))}
      picked={multiple ? picked : undefined}
      onContinue={multiple ? continueWith : undefined}
    />
  );
}
