import {
  PALETTE_COMMANDS,
  rolesAccess,
  type CommandAction,
  type CommandResult,
  type TaskDraft,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import {
  dispatchCommand,
  type CommandEntry,
  type CommandHandler,
  type CommandTable,
} from './command-dispatch';
import { createTask } from './tasks';

/** A palette command: who may run it is the palette's table in contracts. */
function paletteCommand(id: string, run: CommandHandler): CommandEntry {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === id);
  return {
    run,
    access: command && rolesAccess(command.roles, `run ${command.label.toLowerCase()}`),
  };
}

/** The commands of POST /api/commands by event. Each new flow registers its event here. */
const COMMANDS: CommandTable = {
  'task.create': paletteCommand('task.create', (auth, payload) =>
    createTask(auth, payload as TaskDraft),
  ),
};

export const knownCommandEvents = (): string[] => Object.keys(COMMANDS);

export const executeCommand = (auth: AuthContext, action: CommandAction): Promise<CommandResult> =>
  dispatchCommand(auth, action, COMMANDS);
