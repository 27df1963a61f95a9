import { providerStatusOf, type ProviderStatus } from '@staydesk/contracts';
import type { Logger } from 'pino';

export interface StatusPollSettings {
  /** A statuspage-style JSON summary (`.../api/v2/status.json`). */
  sourceUrl: string;
  /** Shown when the summary names no page of its own. */
  statusPageUrl: string | null;
  intervalMs: number;
  /** Failures double the wait up to this. */
  maxBackoffMs: number;
}

const DEFAULT_INTERVAL_MS = 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** The poll's settings from the environment; none (no polling) unless STATUS_SOURCE_URL is set. */
export function statusPollSettings(env: NodeJS.ProcessEnv): StatusPollSettings | null {
  const sourceUrl = env.STATUS_SOURCE_URL?.trim();
  if (!sourceUrl) return null;
  if (!/^https?:\/\//.test(sourceUrl)) {
    throw new Error(`STATUS_SOURCE_URL=${sourceUrl} is not an http or https address`);
  }
  const intervalMs = Number(env.STATUS_POLL_MS ?? DEFAULT_INTERVAL_MS);
  if (!Number.isInteger(intervalMs) || intervalMs < 1_000) {
    throw new Error(`STATUS_POLL_MS=${env.STATUS_POLL_MS} is not a whole number of ms >= 1000`);
  }
  return {
    sourceUrl,
    statusPageUrl: env.STATUS_PAGE_URL?.trim() || null,
    intervalMs,
    maxBackoffMs: Math.max(intervalMs, MAX_BACKOFF_MS),
  };
}

export async function fetchProviderStatus(settings: StatusPollSettings): Promise<ProviderStatus> {
  const response = await fetch(settings.sourceUrl, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Status source answered ${response.status}`);
  return providerStatusOf(await response.json(), settings.statusPageUrl);
}

export interface StatusPoll {
  stop(): void;
}

/**
 * Polls the provider's status on a timer: one request per interval, nothing else while it
 * sleeps, and a failing source is asked less and less often (doubling up to the cap) until it
 * answers again. Every instance polls; the recorded state only moves when the provider's does.
 */
export function startStatusPoll(
  settings: StatusPollSettings,
  record: (status: ProviderStatus) => Promise<void>,
  logger: Logger,
): StatusPoll {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void poll(), ms);
    timer.unref();
  };
  const poll = async () => {
    try {
      await record(await fetchProviderStatus(settings));
      failures = 0;
      schedule(settings.intervalMs);
    } catch (error) {
      failures += 1;
      const wait = Math.min(settings.intervalMs * 2 ** failures, settings.maxBackoffMs);
      logger.warn({ err: error, retryInMs: wait }, 'status source poll failed');
      schedule(wait);
    }
  };
  schedule(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
