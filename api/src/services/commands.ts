import { PALETTE_COMMANDS, type CommandAction, type TaskDraft } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import {
  dispatchCommand,
  type CommandEntry,
  type CommandHandler,
  type CommandOutcome,
  type CommandTable,
} from './command-dispatch';
import { createTask } from './tasks';

/** A palette command: who may run it is the palette's table in contracts. */
function paletteCommand(id: string, run: CommandHandler): CommandEntry {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === id);
  return { run, access: command && { roles: command.roles, label: command.label } };
}

/** The commands of POST /api/commands by event. Each new flow registers its event here. */
const COMMANDS: CommandTable = {
  'task.create': paletteCommand('task.create', (auth, payload) =>
    createTask(auth, payload as TaskDraft),
  ),
};

export const knownCommandEvents = (): string[] => Object.keys(COMMANDS);

export const executeCommand = (auth: AuthContext, action: CommandAction): Promise<CommandOutcome> =>
  dispatchCommand(auth, action, COMMANDS);
