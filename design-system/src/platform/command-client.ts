import {
  COMMAND_DEDUPE_MS,
  COMMAND_FAILED_MESSAGE,
  COMMAND_TIMEOUT_MESSAGE,
  COMMAND_TIMEOUT_MS,
  commandDedupeKey,
  errorMessageOf,
  type CommandRequest,
  type CommandResult,
} from '@staydesk/contracts';

type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

export interface CommandClientOptions {
  fetcher: Fetcher;
  dedupeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

const DUPLICATE: CommandResult<never> = {
  success: false,
  data: null,
  error: 'Duplicate command ignored',
};

/**
 * Sends commands to the API: topic 'notifications' goes to /api/notifications, every other
 * topic to /api/commands. A command with the same topic, event and id as one sent less than
 * a second ago is dropped; one that takes longer than 120 s resolves as timed out.
 */
export function createCommandClient(options: CommandClientOptions) {
  const dedupeMs = options.dedupeMs ?? COMMAND_DEDUPE_MS;
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const lastSent = new Map<string, number>();

  return async function executeCommand<Data = unknown>(
    request: CommandRequest,
  ): Promise<CommandResult<Data>> {
    const key = commandDedupeKey(request.action);
    const sentAt = lastSent.get(key);
    if (sentAt !== undefined && now() - sentAt < dedupeMs) return DUPLICATE;
    lastSent.set(key, now());

    const path = request.action.topic === 'notifications' ? '/api/notifications' : '/api/commands';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await options.fetcher(path, {
        method: 'POST',
        body: JSON.stringify(request),
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      if (body !== null && typeof body === 'object' && 'success' in body) {
        return body as CommandResult<Data>;
      }
      if (!response.ok) {
        return { success: false, data: null, error: errorMessageOf(body, COMMAND_FAILED_MESSAGE) };
      }
      return body as CommandResult<Data>;
    } catch {
      const message = controller.signal.aborted ? COMMAND_TIMEOUT_MESSAGE : COMMAND_FAILED_MESSAGE;
      return { success: false, data: null, error: message };
    } finally {
      clearTimeout(timer);
    }
  };
}
