import type { CommandAction, CommandRequest } from './command-schema';

export interface CommandResult<Data = unknown> {
  success: boolean;
  data: Data | null;
  error: string | null;
}

/**
 * What the caller's event stream hears once a command has run (spec: shell §7). The sender
 * settles on the command's answer; this is for the caller's other screens.
 */
export interface CommandResultEvent {
  action: string;
  success: boolean;
  error: string | null;
}

/** Clients send this header on commands so a retry after a lost answer is applied once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const COMMAND_DEDUPE_MS = 1_000;
export const COMMAND_TIMEOUT_MS = 120_000;
export const COMMAND_TIMEOUT_MESSAGE = 'Command execution timed out';
export const COMMAND_FAILED_MESSAGE = 'Failed to execute command';

/** Two commands are duplicates when topic, event and the payload's id agree. */
export function commandDedupeKey(action: CommandAction | CommandRequest['action']): string {
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  const id = payload.itemId ?? payload.id ?? payload.taskId ?? payload.reservationId ?? '';
  return `${action.topic}|${action.event}|${String(id)}`;
}
