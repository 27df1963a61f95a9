import {
  maxLengthOf,
  messageSendPayloadSchema,
  reservationDecisionPayloadSchema,
} from '@staydesk/contracts';
import { chosenReservation } from '../steps/step-props';
import {
  commandOutcome,
  RESERVATION_STEP,
  type CommandFlow,
  type FlowOutcome,
} from './command-outcome';
import type { PaletteStep } from '../steps/step-flow';

const RESERVATIONS_TOPIC = 'reservations';

type Values = Readonly<Record<string, unknown>>;

const reservationId = (values: Values) => chosenReservation(values)?.id ?? '';
const text = (values: Values, key: string) =>
  typeof values[key] === 'string' ? values[key] : undefined;
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : '';

const confirm = (message: string): PaletteStep => ({
  id: 'confirm',
  type: 'confirmation',
  title: 'Confirm',
  message,
});
const reason = (title: string): PaletteStep => ({
  id: 'reason',
  type: 'text',
  title,
  maxLength: maxLengthOf(reservationDecisionPayloadSchema.shape.reason),
});

/** A decision on the chosen reservation, with the reason when the flow asked for one. */
const decision =
  (event: string) =>
  (values: Values): FlowOutcome =>
    commandOutcome(RESERVATIONS_TOPIC, event, {
      reservationId: reservationId(values),
      ...(text(values, 'reason') ? { reason: text(values, 'reason') } : {}),
    });

export const reservationFlows: Readonly<Record<string, CommandFlow>> = {
  'reservation.accept': {
    steps: [RESERVATION_STEP, confirm('Accept this request to stay at {listing}?')],
    finish: decision('reservation.accept'),
  },
  'reservation.decline': {
    steps: [RESERVATION_STEP, reason('Why decline this request?')],
    finish: decision('reservation.decline'),
  },
  'reservation.internalConfirm': {
    steps: [RESERVATION_STEP, confirm('Mark the stay at {listing} as confirmed?')],
    finish: decision('reservation.internalConfirm'),
  },
  'reservation.internalCancel': {
    steps: [
      RESERVATION_STEP,
      reason('Why cancel this reservation?'),
      confirm('Cancel the stay at {listing}?'),
    ],
    finish: decision('reservation.internalCancel'),
  },
  'reservation.move': {
    steps: [
      RESERVATION_STEP,
      { id: 'listing', type: 'listing', title: 'Move to which listing?' },
      confirm('Move this stay to {listing}?'),
    ],
    finish: (values) =>
      commandOutcome(RESERVATIONS_TOPIC, 'reservation.move', {
        reservationId: reservationId(values),
        listingId: idOf(values.listing),
      }),
  },
  'reservation.modify': {
    steps: [
      RESERVATION_STEP,
      { id: 'modification', type: 'reservation-modification', title: 'What changes?' },
    ],
    finish: (values) =>
      commandOutcome(
        RESERVATIONS_TOPIC,
        'reservation.modify',
        values.modification as Record<string, unknown>,
      ),
  },
  'reservation.create': {
    steps: [
      { id: 'listing', type: 'listing', title: 'Choose a listing' },
      {
        id: 'newReservation',
        type: 'reservation-modification',
        mode: 'create',
        title: 'New reservation',
      },
    ],
    finish: (values) =>
      commandOutcome(
        RESERVATIONS_TOPIC,
        'reservation.create',
        values.newReservation as Record<string, unknown>,
      ),
  },
  'message.send': {
    steps: [
      RESERVATION_STEP,
      { id: 'recipient', type: 'team-member', title: 'Who gets the message?' },
      { id: 'channel', type: 'channel', title: 'Send through' },
      {
        id: 'body',
        type: 'text',
        title: 'Message',
        maxLength: maxLengthOf(messageSendPayloadSchema.shape.body),
      },
    ],
    finish: (values) =>
      commandOutcome('messages', 'message.send', {
        recipient:
          values.recipient === 'guest'
            ? { type: 'guest', reservationId: reservationId(values) }
            : { type: 'team_member', userId: idOf(values.recipient) },
        channel: values.channel,
        body: text(values, 'body'),
      }),
  },
};
