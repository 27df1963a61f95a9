import type { CommandAction, CommandResult, Role } from '@staydesk/contracts';
import { forbidden, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { publish } from './live-events';

export type CommandHandler = (
  auth: AuthContext,
  payload: Record<string, unknown>,
) => Promise<unknown>;

export interface CommandEntry {
  run: CommandHandler;
  /** The roles that may run it, and its name for the refusal; any signed-in role when absent. */
  access?: { roles: readonly Role[]; label: string };
}

/** Server-side handlers by command event. */
export type CommandTable = Readonly<Record<string, CommandEntry>>;

export interface CommandOutcome {
  /**
   * 200; 404 when what the command is about does not exist (for the caller), 403 when it is
   * not the caller's to touch, 422 for any other refusal.
   */
  status: 200 | 403 | 404 | 422;
  result: CommandResult;
}

/**
 * Runs one command from a table and reports its result on the caller's event stream as well,
 * so every surface waiting for it (a confirmation step, a toast) learns the outcome. An unknown
 * event (400) and a role that may not run it (403) are errors of the request; refusals of the
 * command itself are failed results; faults of ours stay 500s.
 */
export async function dispatchCommand(
  auth: AuthContext,
  action: CommandAction,
  table: CommandTable,
): Promise<CommandOutcome> {
  const entry = table[action.event];
  if (!entry) {
    throw new HttpError(
      400,
      'unknown_command',
      `Unknown command event '${action.event}'. Known events: ${Object.keys(table).join(', ')}`,
    );
  }
  if (entry.access && !entry.access.roles.includes(auth.role)) {
    throw forbidden(`Your role (${auth.role}) cannot run ${entry.access.label.toLowerCase()}`);
  }
  let outcome: CommandOutcome;
  try {
    const data = await entry.run(auth, action.payload);
    outcome = { status: 200, result: { success: true, data, error: null } };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    outcome = {
      status: error.code === 'not_found' ? 404 : error.code === 'forbidden' ? 403 : 422,
      result: { success: false, data: null, error: error.message },
    };
  }
  await publish({
    customerId: auth.customerObjectId,
    userId: auth.userId,
    topic: 'commands',
    type: 'command.result',
    payload: {
      action: action.event,
      success: outcome.result.success,
      error: outcome.result.error,
    },
  });
  return outcome;
}
