import type { z } from 'zod';
import {
  accessRefusal,
  type CommandAction,
  type CommandResult,
  type SessionAccess,
} from '@staydesk/contracts';
import { forbidden, HttpError } from '../errors';
import { subjectOf, type AuthContext } from '../middleware/auth';
import { publish } from './live-events';

export type CommandHandler = (
  auth: AuthContext,
  payload: Record<string, unknown>,
) => Promise<unknown>;

export interface CommandEntry {
  run: CommandHandler;
  /** What its payload must be: the handler validates it; the OpenAPI document shows it. */
  payload: z.ZodType;
  /** Who may run it; any signed-in caller when absent. */
  access?: SessionAccess;
}

/** Server-side handlers by command event. */
export type CommandTable = Readonly<Record<string, CommandEntry>>;

/** The payload schema of every event of a table. */
export const payloadsOf = (table: CommandTable): Record<string, z.ZodType> =>
  Object.fromEntries(Object.entries(table).map(([event, entry]) => [event, entry.payload]));

/** A refused command's status: 404 when what it is about does not exist for the caller, 403 when
 * it is not the caller's to touch, 422 for any other refusal. */
const refusalStatus = (error: HttpError) =>
  error.code === 'not_found' ? 404 : error.code === 'forbidden' ? 403 : 422;

/**
 * Runs one command from a table and reports its result on the caller's event stream as well,
 * so every surface waiting for it (a confirmation step, a toast) learns the outcome. An unknown
 * event (400) and a role that may not run it (403) are errors of the request; a refused
 * command answers 404, 403 or 422 with the usual error body; faults of ours stay 500s.
 */
export async function dispatchCommand(
  auth: AuthContext,
  action: CommandAction,
  table: CommandTable,
): Promise<CommandResult> {
  const entry = table[action.event];
  if (!entry) {
    throw new HttpError(
      400,
      'unknown_command',
      `Unknown command event '${action.event}'. Known events: ${Object.keys(table).join(', ')}`,
    );
  }
  const denied = entry.access && accessRefusal(entry.access, subjectOf(auth));
  if (denied) throw forbidden(denied);
  let result: CommandResult;
  let refusal: HttpError | null = null;
  try {
    const data = await entry.run(auth, action.payload);
    result = { success: true, data, error: null };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    refusal = error;
    result = { success: false, data: null, error: error.message };
  }
  await publish({
    customerId: auth.customerObjectId,
    userId: auth.userId,
    topic: 'commands',
    type: 'command.result',
    payload: { action: action.event, success: result.success, error: result.error },
  });
  if (refusal) throw new HttpError(refusalStatus(refusal), refusal.code, refusal.message);
  return result;
}
