import { taskDraftSchema, type CommandAction, type CommandResult } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { command, dispatchCommand, payloadsOf, type CommandTable } from './command-dispatch';
import { DASHBOARD_COMMANDS } from './commands/dashboard';
import { createTask } from './tasks';
import { ACCESS_CODE_COMMANDS } from './commands/access-codes';
import { MESSAGING_COMMANDS } from './commands/messaging';
import { paletteAccess, RESERVATION_COMMANDS } from './commands/reservations';

/** The commands of POST /api/commands by event. Each new flow registers its event here. */
const COMMANDS: CommandTable = {
  'task.create': command({
    payload: taskDraftSchema,
    handle: createTask,
    access: paletteAccess('task.create'),
  }),
  ...RESERVATION_COMMANDS,
  ...ACCESS_CODE_COMMANDS,
  ...DASHBOARD_COMMANDS,
  ...MESSAGING_COMMANDS,
};

/** The payload schema of each event of POST /api/commands. */
export const commandPayloads = () => payloadsOf(COMMANDS);

export const executeCommand = (auth: AuthContext, action: CommandAction): Promise<CommandResult> =>
  dispatchCommand(auth, action, COMMANDS);
