import type { CommandRequest } from './command-schema';
import type { CommandResult } from './commands';
import type { EventTopic, LiveEvent } from './events';
import type { Session } from './session';

export type ToastKind = 'success' | 'error' | 'info';

/** Toasts last 3.5 s, errors 6.5 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 3_500,
  info: 3_500,
  error: 6_500,
};

export interface PlatformNavigation {
  openTask(taskId: string): void;
  openMarketplace(taskId: string): void;
  openIssues(taskId: string): void;
  openExecution(taskId: string): void;
  closeTask(): void;
  navigate(path: string): void;
}

/**
 * The only way a remote talks to the shell: handed to every single-spa application and parcel
 * as the custom prop `platform`.
 */
export interface PlatformApi {
  /** The session as it is now: read it when needed, it changes when the user switches role. */
  session: Session;
  /** Calls the listener whenever the session changes (a role switch), without a reload. */
  watchSession?(listener: () => void): () => void;
  nav: PlatformNavigation;
  /** A toast of the kind's duration, or of `durationMs` where a surface's spec sets its own. */
  toast(message: string, kind?: ToastKind, durationMs?: number): void;
  executeCommand<Data = unknown>(request: CommandRequest): Promise<CommandResult<Data>>;
  subscribe<Payload = unknown>(
    topic: EventTopic,
    handler: (event: LiveEvent<Payload>) => void,
  ): () => void;
  /** fetch bound to the API: same-origin, with the session cookie and the CSRF header. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
}

export interface PlatformProps {
  platform: PlatformApi;
}
