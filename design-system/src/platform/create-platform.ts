import {
  COMMAND_FAILED_MESSAGE,
  surfaceSearch,
  type PlatformApi,
  type PlatformNavigation,
  type Session,
  type ToastKind,
} from '@staydesk/contracts';
import { apiFetch } from './api-fetch';
import { createEventStream } from './event-stream';

export interface PlatformHost {
  session: Session;
  toast(message: string, kind?: ToastKind, durationMs?: number): void;
  /** Moves to a path and query without a reload; single-spa re-evaluates activity on popstate. */
  navigate?(pathAndQuery: string): void;
}

type ExecuteCommand = PlatformApi['executeCommand'];

/**
 * Commands are sent after the first paint, never before: their client loads with the first.
 * A client that failed to load is asked for again by the next command, and the command that
 * met the failure settles as failed, so no caller waits on a load that will never come.
 */
function lazyCommandClient(): ExecuteCommand {
  let client: Promise<ExecuteCommand> | null = null;
  return async (request) => {
    client ??= import('./command-client').then(({ createCommandClient }) =>
      createCommandClient({ fetcher: apiFetch }),
    );
    let execute: ExecuteCommand;
    try {
      execute = await client;
    } catch {
      client = null;
      return { success: false, data: null, error: COMMAND_FAILED_MESSAGE };
    }
    return execute(request);
  };
}

function historyNavigate(pathAndQuery: string): void {
  window.history.pushState(null, '', pathAndQuery);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function createNavigation(navigate: (to: string) => void): PlatformNavigation {
  const toTask = (taskId: string | null, panel?: 'marketplace' | 'issues' | 'execution') =>
    navigate(`${window.location.pathname}${surfaceSearch(window.location.search, taskId, panel)}`);
  return {
    openTask: (taskId) => toTask(taskId),
    openMarketplace: (taskId) => toTask(taskId, 'marketplace'),
    openIssues: (taskId) => toTask(taskId, 'issues'),
    openExecution: (taskId) => toTask(taskId, 'execution'),
    closeTask: () => toTask(null),
    navigate,
  };
}

/** The platform API whose session the host replaces when it changes (a role switch). */
export interface SessionPlatform extends PlatformApi {
  watchSession(listener: () => void): () => void;
  replaceSession(session: Session): void;
}

/**
 * The platform API every remote receives. The shell builds it once per session; a remote's
 * standalone harness builds the same thing, so a remote behaves alike in both.
 */
export function createPlatform(host: PlatformHost): SessionPlatform {
  let session = host.session;
  const listeners = new Set<() => void>();
  return {
    get session() {
      return session;
    },
    watchSession(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceSession(next) {
      session = next;
      listeners.forEach((listener) => listener());
    },
    nav: createNavigation(host.navigate ?? historyNavigate),
    toast: host.toast,
    executeCommand: lazyCommandClient(),
    subscribe: createEventStream(),
    apiFetch,
  };
}
