import {
  accessCodeCreatePayloadSchema,
  accessCodeDeletePayloadSchema,
  accessCodeUpdatePayloadSchema,
} from '@staydesk/contracts';
import { createAccessCode, deleteAccessCode, updateAccessCode } from '../access-codes/access-codes';
import type { CommandTable } from '../command-dispatch';
import { paletteCommand } from './reservations';

/** Access-code commands of POST /api/commands; deleting is part of editing a reservation's codes. */
export const ACCESS_CODE_COMMANDS: CommandTable = {
  'seam.accessCode.create': paletteCommand(
    'seam.accessCode.create',
    accessCodeCreatePayloadSchema,
    createAccessCode,
  ),
  'seam.accessCode.update': paletteCommand(
    'seam.accessCode.update',
    accessCodeUpdatePayloadSchema,
    updateAccessCode,
  ),
  'seam.accessCode.delete': paletteCommand(
    'seam.accessCode.update',
    accessCodeDeletePayloadSchema,
    deleteAccessCode,
  ),
};
