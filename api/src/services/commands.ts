import {
  PALETTE_COMMANDS,
  type CommandAction,
  type CommandResult,
  type TaskDraft,
} from '@staydesk/contracts';
import { forbidden, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { publish } from './live-events';
import { createTask } from './tasks';

type CommandHandler = (auth: AuthContext, payload: Record<string, unknown>) => Promise<unknown>;

/** Server-side handlers by command event. Each new flow registers its event here. */
const HANDLERS: Record<string, CommandHandler> = {
  'task.create': (auth, payload) => createTask(auth, payload as TaskDraft),
};

export const knownCommandEvents = (): string[] => Object.keys(HANDLERS);

function assertAllowed(auth: AuthContext, event: string): void {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === event);
  if (command && !command.roles.includes(auth.role)) {
    throw forbidden(`Your role (${auth.role}) cannot run ${command.label.toLowerCase()}`);
  }
}

/**
 * Runs one command and reports its result on the caller's event stream as well, so every
 * surface waiting for it (a confirmation step, a toast) learns the outcome.
 */
export async function executeCommand(
  auth: AuthContext,
  action: CommandAction,
): Promise<CommandResult> {
  const handler = HANDLERS[action.event];
  if (!handler) {
    throw new HttpError(
      400,
      'unknown_command',
      `Unknown command event '${action.event}'. Known events: ${knownCommandEvents().join(', ')}`,
    );
  }
  assertAllowed(auth, action.event);
  let result: CommandResult;
  try {
    result = { success: true, data: await handler(auth, action.payload), error: null };
  } catch (error) {
    // Refusals of the command itself become a failed result; faults of ours stay 500s.
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    result = { success: false, data: null, error: error.message };
  }
  await publish({
    customerId: auth.customerObjectId,
    userId: auth.userId,
    topic: 'commands',
    type: 'command.result',
    payload: { action: action.event, success: result.success, error: result.error },
  });
  return result;
}
