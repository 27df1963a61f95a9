import type { z } from 'zod';
import {
  PALETTE_COMMANDS,
  reservationCreatePayloadSchema,
  reservationDecisionPayloadSchema,
  reservationModifyPayloadSchema,
  reservationMovePayloadSchema,
  rolesAccess,
  type SessionAccess,
} from '@staydesk/contracts';
import { command, type CommandDeclaration, type CommandTable } from '../command-dispatch';
import {
  createReservation,
  decideReservation,
  modifyReservation,
  moveReservation,
} from '../reservations-commands';

/** The roles of the palette command `id` (contracts' table). */
export function paletteAccess(id: string): SessionAccess {
  const found = PALETTE_COMMANDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No palette command '${id}'`);
  return rolesAccess(found.roles, `run ${found.label.toLowerCase()}`);
}

/**
 * A command of the palette's flows, run by the roles of the palette command `rolesOf`; a refused
 * payload answers the schema's own message as written, since the palette shows it as it is.
 */
export const paletteCommand = <Schema extends z.ZodType>(
  rolesOf: string,
  payload: Schema,
  handle: CommandDeclaration<Schema>['handle'],
) => command({ payload, handle, access: paletteAccess(rolesOf), messages: 'as written' });

const decision = (event: string) =>
  paletteCommand(event, reservationDecisionPayloadSchema, decideReservation(event));

/** Reservation commands of POST /api/commands. */
export const RESERVATION_COMMANDS: CommandTable = {
  'reservation.create': paletteCommand(
    'reservation.create',
    reservationCreatePayloadSchema,
    createReservation,
  ),
  'reservation.modify': paletteCommand(
    'reservation.modify',
    reservationModifyPayloadSchema,
    modifyReservation,
  ),
  'reservation.accept': decision('reservation.accept'),
  'reservation.decline': decision('reservation.decline'),
  'reservation.internalCancel': decision('reservation.internalCancel'),
  'reservation.internalConfirm': decision('reservation.internalConfirm'),
  'reservation.move': paletteCommand(
    'reservation.move',
    reservationMovePayloadSchema,
    moveReservation,
  ),
};
