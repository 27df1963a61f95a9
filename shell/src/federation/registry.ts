import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  errorMessageOf,
  federationNameOf,
  type RemoteEntry,
  type RemoteRegistry,
  type RemoteName,
} from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import type { SurfaceDefinition } from './surfaces';

const entries = new Map<RemoteName, RemoteEntry>();

const toFederationRemote = (entry: RemoteEntry) => ({
  name: federationNameOf(entry.name),
  entry: entry.manifestUrl,
  version: entry.version,
});

/** Reads the registry from the API and hands every remote to the federation runtime. */
export async function registerRemotesFromRegistry(): Promise<void> {
  const response = await apiFetch('/api/platform/remotes');
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageOf(body, 'Could not load the remote registry'));
  const remotes = (body as RemoteRegistry | null)?.remotes;
  if (!Array.isArray(remotes))
    throw new Error('The remote registry answered in an unexpected shape');
  for (const entry of remotes) entries.set(entry.name, entry);
  registerRemotes(remotes.map(toFederationRemote));
}

/**
 * Fetches the entries of the surfaces' remotes and their exposed modules' first chunks now,
 * rather than one after the other when each mounts. Shared singletons come from the shell.
 * A remote that fails here fails again when its surface mounts, which shows the fallback.
 */
export function preloadSurfaces(surfaces: readonly SurfaceDefinition[]): void {
  const exposesOf = new Map<RemoteName, string[]>();
  for (const { remote, module } of surfaces)
    exposesOf.set(remote, [...(exposesOf.get(remote) ?? []), module]);
  preloadRemote(
    [...exposesOf].map(([remote, exposes]) => ({
      nameOrAlias: federationNameOf(remote),
      exposes,
      share: false,
      depsRemote: false,
    })),
  ).catch((error: unknown) => console.warn('Preloading remotes failed', error));
}

/**
 * Loads one exposed module. After a failure the remote is registered again with `force`, so
 * the runtime fetches its manifest anew instead of replaying the cached failure.
 */
export async function loadExposed<T>(
  remote: RemoteName,
  module: string,
  afterFailure: boolean,
): Promise<T> {
  const entry = entries.get(remote);
  if (!entry) throw new Error(`${remote} is not in the registry`);
  if (afterFailure) registerRemotes([toFederationRemote(entry)], { force: true });
  const loaded = await loadRemote<T>(`${federationNameOf(remote)}/${module}`);
  if (!loaded) throw new Error(`${remote}/${module} did not load`);
  return loaded;
}
