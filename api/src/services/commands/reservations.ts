import type { z } from 'zod';
import {
  PALETTE_COMMANDS,
  reservationCreatePayloadSchema,
  reservationDecisionPayloadSchema,
  reservationModifyPayloadSchema,
  reservationMovePayloadSchema,
  rolesAccess,
} from '@staydesk/contracts';
import type { CommandEntry, CommandHandler, CommandTable } from '../command-dispatch';
import {
  createReservation,
  decideReservation,
  modifyReservation,
  moveReservation,
} from '../reservations-commands';

/** A command run by the roles of the palette command `rolesOf` (contracts' table). */
export function paletteEntry(
  rolesOf: string,
  payload: z.ZodType,
  run: CommandHandler,
): CommandEntry {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === rolesOf);
  if (!command) throw new Error(`No palette command '${rolesOf}'`);
  return { run, payload, access: rolesAccess(command.roles, `run ${command.label.toLowerCase()}`) };
}

const decision = (event: string) =>
  paletteEntry(event, reservationDecisionPayloadSchema, decideReservation(event));

/** Reservation commands of POST /api/commands. */
export const RESERVATION_COMMANDS: CommandTable = {
  'reservation.create': paletteEntry(
    'reservation.create',
    reservationCreatePayloadSchema,
    createReservation,
  ),
  'reservation.modify': paletteEntry(
    'reservation.modify',
    reservationModifyPayloadSchema,
    modifyReservation,
  ),
  'reservation.accept': decision('reservation.accept'),
  'reservation.decline': decision('reservation.decline'),
  'reservation.internalCancel': decision('reservation.internalCancel'),
  'reservation.internalConfirm': decision('reservation.internalConfirm'),
  'reservation.move': paletteEntry(
    'reservation.move',
    reservationMovePayloadSchema,
    moveReservation,
  ),
};
