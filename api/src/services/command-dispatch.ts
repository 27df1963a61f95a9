import type { z } from 'zod';
import {
  accessRefusal,
  checkInput,
  type CommandAction,
  type CommandResult,
  type CommandResultEvent,
  type SessionAccess,
} from '@staydesk/contracts';
import { forbidden, HttpError } from '../errors';
import { subjectOf, type AuthContext } from '../middleware/auth';
import { publish } from './live-events';

/**
 * How a refused payload's message names its fields (decision 38): 'by path' prefixes each rule
 * with its field ('title: Title is required'); 'as written' keeps a schema's own message alone
 * ('Pricing values cannot be negative.'), as the palette's flows show it to people.
 */
export type PayloadMessages = 'by path' | 'as written';

/** One command of a table, built by `command`: its payload is parsed before its handler runs. */
export interface CommandEntry {
  /** What its payload must be; the OpenAPI document and the assistant's proposals show it. */
  readonly payload: z.ZodType;
  /** Who may run it; any signed-in caller when absent. */
  readonly access?: SessionAccess;
  /** Parses the sent payload with `payload` (422 when refused) and hands the result to the handler. */
  readonly run: (auth: AuthContext, payload: unknown) => Promise<unknown>;
}

export interface CommandDeclaration<Schema extends z.ZodType> {
  payload: Schema;
  /** Receives the payload as the schema gives it: trimmed, defaulted, typed. */
  handle: (auth: AuthContext, payload: z.output<Schema>) => Promise<unknown>;
  access?: SessionAccess;
  /** 'by path' unless said. */
  messages?: PayloadMessages;
}

/** A payload its schema refuses changes nothing: the handler never sees it. */
function parsedPayload<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
  messages: PayloadMessages,
): z.output<Schema> {
  const checked = checkInput(schema, payload, messages === 'as written' ? {} : undefined);
  if (!checked.success) throw new HttpError(422, 'validation_failed', checked.message);
  return checked.data;
}

/** Declares a command: its payload schema is the one place its payload is parsed. */
export function command<Schema extends z.ZodType>({
  payload,
  handle,
  access,
  messages = 'by path',
}: CommandDeclaration<Schema>): CommandEntry {
  return {
    payload,
    access,
    run: (auth, sent) => handle(auth, parsedPayload(payload, sent, messages)),
  };
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
 * Runs one command from a table: its payload parsed by its schema, then its handler. The answer
 * is the result; the caller's event stream also gets it as a command result event (spec: shell
 * §7), which no sender waits for. An unknown
 * event (400) and a role that may not run it (403) are errors of the request; a refused payload
 * or command answers 404, 403 or 422 with the usual error body; faults of ours stay 500s.
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
    payload: {
      action: action.event,
      success: result.success,
      error: result.error,
    } satisfies CommandResultEvent,
  });
  if (refusal) throw new HttpError(refusalStatus(refusal), refusal.code, refusal.message);
  return result;
}
