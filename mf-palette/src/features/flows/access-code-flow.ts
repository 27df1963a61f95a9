import { ACCESS_CODE_MESSAGES, type Session } from '@staydesk/contracts';
import type { AccessCodeFields } from '../steps/AccessCodeForm';
import { chosenReservation } from '../steps/step-props';
import {
  commandOutcome,
  RESERVATION_STEP,
  type CommandFlow,
  type FlowOutcome,
} from './command-outcome';

/** Access codes go to the lock provider as direct 'seam' commands. */
const SEAM_TOPIC = 'seam';

type Values = Readonly<Record<string, unknown>>;

const failure = (message: string): FlowOutcome => ({ kind: 'refused', message });

/** seam.accessCode.create or .update for the form's fields on the chosen reservation. */
export function accessCodeSaveOutcome(values: Values, session: Session): FlowOutcome {
  const reservation = chosenReservation(values);
  const fields = values.accessCode as (AccessCodeFields & { accessCodeId?: string }) | undefined;
  if (!reservation?.id || !reservation.listingId || !fields) {
    return failure(ACCESS_CODE_MESSAGES.missingReference);
  }
  const { accessCodeId, ...code } = fields;
  const payload = {
    ...code,
    reservationId: reservation.id,
    listingId: reservation.listingId,
    ...(accessCodeId ? { accessCodeId } : {}),
    metadata: {
      reservationCode: reservation.confirmationCode,
      guestName: reservation.guestName,
      customerId: session.customerId,
    },
  };
  return accessCodeId
    ? commandOutcome(SEAM_TOPIC, 'seam.accessCode.update', payload, ACCESS_CODE_MESSAGES.saved)
    : commandOutcome(SEAM_TOPIC, 'seam.accessCode.create', payload, ACCESS_CODE_MESSAGES.created);
}

/** seam.accessCode.delete: {accessCodeId, reservationId, listingId, customerId, userId, userName}. */
export function accessCodeDeleteOutcome(
  values: Values,
  accessCodeId: string,
  session: Session,
): FlowOutcome {
  const reservation = chosenReservation(values);
  if (!reservation?.id || !reservation.listingId || !accessCodeId) {
    return failure(ACCESS_CODE_MESSAGES.missingDeleteReference);
  }
  return commandOutcome(SEAM_TOPIC, 'seam.accessCode.delete', {
    accessCodeId,
    reservationId: reservation.id,
    listingId: reservation.listingId,
    customerId: session.customerId,
    userId: session.user.id,
    userName: session.user.name,
  });
}

export const accessCodeFlows: Readonly<Record<string, CommandFlow>> = {
  'seam.accessCode.create': {
    steps: [RESERVATION_STEP, { id: 'accessCode', type: 'access-code', title: 'New access code' }],
    finish: (values, session) => accessCodeSaveOutcome(values, session.platform.session),
  },
  'seam.accessCode.update': {
    steps: [
      RESERVATION_STEP,
      { id: 'accessCode', type: 'access-code', mode: 'edit', title: 'Access codes' },
    ],
    finish: (values, session) => accessCodeSaveOutcome(values, session.platform.session),
  },
};
