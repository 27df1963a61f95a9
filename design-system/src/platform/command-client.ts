import {
  COMMAND_DEDUPE_MS,
  COMMAND_FAILED_MESSAGE,
  COMMAND_TIMEOUT_MESSAGE,
  COMMAND_TIMEOUT_MS,
  commandDedupeKey,
  errorMessageOf,
  IDEMPOTENCY_HEADER,
  type CommandRequest,
  type CommandResult,
} from '@staydesk/contracts';

type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

export interface CommandClientOptions {
  fetcher: Fetcher;
  dedupeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Pauses before each retry of a command whose answer was lost. */
  retryDelaysMs?: readonly number[];
  newKey?: () => string;
}

/** A restart or a failover takes a few seconds: retried after 0.5, 1 and 2 s, then given up. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000];

/** Answers after which the same request may still succeed: the API restarting or still busy. */
const RETRIABLE_STATUSES = new Set([409, 502, 503, 504]);

/** getRandomValues, unlike randomUUID, exists on plain-HTTP pages too. */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const DUPLICATE: CommandResult<never> = {
  success: false,
  data: null,
  error: 'Duplicate command ignored',
};

/**
 * Sends commands to the API: topic 'notifications' goes to /api/notifications, every other
 * topic to /api/commands. A command with the same topic, event and id as one sent less than
 * a second ago is dropped; one that takes longer than 120 s resolves as timed out. Each command
 * carries an Idempotency-Key, so when its answer is lost (the API restarted, another process
 * took over) it is sent again and still applied once.
 */
export function createCommandClient(options: CommandClientOptions) {
  const dedupeMs = options.dedupeMs ?? COMMAND_DEDUPE_MS;
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const newKey = options.newKey ?? randomKey;
  // The last command sent about each subject (topic and id): a repeat is a duplicate only if
  // nothing else was sent about it in between (done, undone, done again is three commands).
  const lastSent = new Map<string, { key: string; at: number }>();

  return async function executeCommand<Data = unknown>(
    request: CommandRequest,
  ): Promise<CommandResult<Data>> {
    const key = commandDedupeKey(request.action);
    const [topic, , id] = key.split('|');
    const subject = id ? `${topic}|${id}` : key;
    const last = lastSent.get(subject);
    if (last?.key === key && now() - last.at < dedupeMs) return DUPLICATE;
    lastSent.set(subject, { key, at: now() });

    const path = request.action.topic === 'notifications' ? '/api/notifications' : '/api/commands';
    const init = {
      method: 'POST',
      body: JSON.stringify(request),
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      for (let attempt = 0; ; attempt += 1) {
        const retry = retryDelays[attempt];
        let response: Response;
        try {
          response = await options.fetcher(path, { ...init, signal: controller.signal });
        } catch (error) {
          if (controller.signal.aborted || retry === undefined) throw error;
          await pause(retry, controller.signal);
          continue;
        }
        if (RETRIABLE_STATUSES.has(response.status) && retry !== undefined) {
          await pause(retry, controller.signal);
          continue;
        }
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          return {
            success: false,
            data: null,
            error: errorMessageOf(body, COMMAND_FAILED_MESSAGE),
          };
        }
        return body as CommandResult<Data>;
      }
    } catch {
      const message = controller.signal.aborted ? COMMAND_TIMEOUT_MESSAGE : COMMAND_FAILED_MESSAGE;
      return { success: false, data: null, error: message };
    } finally {
      clearTimeout(timer);
    }
  };
}
