import type { z } from 'zod';
import {
  PALETTE_COMMANDS,
  rolesAccess,
  taskDraftSchema,
  type CommandAction,
  type CommandResult,
  type TaskDraft,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import {
  dispatchCommand,
  payloadsOf,
  type CommandEntry,
  type CommandHandler,
  type CommandTable,
} from './command-dispatch';
import { createTask } from './tasks';
import { ACCESS_CODE_COMMANDS } from './commands/access-codes';
import { RESERVATION_COMMANDS } from './commands/reservations';

/** A palette command: who may run it is the palette's table in contracts. */
function paletteCommand(id: string, payload: z.ZodType, run: CommandHandler): CommandEntry {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === id);
  return {
    run,
    payload,
    access: command && rolesAccess(command.roles, `run ${command.label.toLowerCase()}`),
  };
}

/** The commands of POST /api/commands by event. Each new flow registers its event here. */
const COMMANDS: CommandTable = {
  'task.create': paletteCommand('task.create', taskDraftSchema, (auth, payload) =>
    createTask(auth, payload as TaskDraft),
  ),
  ...RESERVATION_COMMANDS,
  ...ACCESS_CODE_COMMANDS,
};

/** The payload schema of each event of POST /api/commands. */
export const commandPayloads = () => payloadsOf(COMMANDS);

export const executeCommand = (auth: AuthContext, action: CommandAction): Promise<CommandResult> =>
  dispatchCommand(auth, action, COMMANDS);
