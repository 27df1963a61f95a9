export const REMOTE_NAMES = [
  'mf-notifications',
  'mf-palette',
  'mf-tasks',
  'mf-marketplace',
  'mf-execution',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The Module Federation container name of a remote ('mf-tasks' -> 'mf_tasks'). */
export const federationNameOf = (remote: RemoteName): string => remote.replace(/-/g, '_');

/** The port each remote is served on in development. */
export const DEV_REMOTE_PORTS: Record<RemoteName, number> = {
  'mf-notifications': 3001,
  'mf-palette': 3002,
  'mf-tasks': 3003,
  'mf-marketplace': 3004,
  'mf-execution': 3005,
};

/**
 * The key under which a remote's federation manifest lists, next to an exposed module's `sync`
 * and `async` scripts, those it shows at once but loads apart from its first chunk: the shell's
 * page preloads them together with the remote's entry.
 */
export const FIRST_VIEW_ASSETS = 'firstView';

export interface FirstViewScripts {
  sync: string[];
  async: string[];
  [FIRST_VIEW_ASSETS]?: string[];
}
