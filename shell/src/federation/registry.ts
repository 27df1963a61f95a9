import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  errorMessageOf,
  federationNameOf,
  type RemoteEntry,
  type RemoteRegistry,
  type RemoteName,
} from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { withRemoteOverrides, type RemoteOverridesInEffect } from './remote-overrides';
import type { SurfaceDefinition } from './surfaces';

const entries = new Map<RemoteName, RemoteEntry>();
let overridesInEffect: RemoteOverridesInEffect | null = null;

/** Null unless the registry let this user override remotes in their browser (decision 47). */
export const remoteOverridesInEffect = (): RemoteOverridesInEffect | null => overridesInEffect;

const toFederationRemote = (entry: RemoteEntry) => ({
  name: federationNameOf(entry.name),
  entry: entry.manifestUrl,
  version: entry.version,
});

/**
 * Reads the registry from the API and hands every remote to the federation runtime, with an
 * admin's overrides for their own browser in place of the registry's entries.
 */
export async function registerRemotesFromRegistry(): Promise<void> {
  const response = await apiFetch('/api/platform/remotes');
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageOf(body, 'Could not load the remote registry'));
  const registry = body as RemoteRegistry | null;
  if (!Array.isArray(registry?.remotes))
    throw new Error('The remote registry answered in an unexpected shape');
  let { remotes } = registry;
  if (registry.overrides)
    ({ remotes, inEffect: overridesInEffect } = withRemoteOverrides(remotes, registry.overrides));
  for (const entry of remotes) entries.set(entry.name, entry);
  registerRemotes(remotes.map(toFederationRemote));
}

/**
 * Opens connections to the origins of the surfaces' remotes while React still downloads: a
 * preconnect costs a handshake, not bandwidth. Two per origin, because the browser keeps the
 * connection of the manifest's fetch (without credentials) apart from its scripts' (with them).
 */
export function preconnectSurfaces(surfaces: readonly SurfaceDefinition[]): void {
  const origins = new Set<string>();
  for (const { remote } of surfaces) {
    const entry = entries.get(remote);
    if (entry) origins.add(new URL(entry.manifestUrl, location.href).origin);
  }
  origins.delete(location.origin);
  for (const origin of origins)
    for (const crossOrigin of ['anonymous', null]) {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      link.crossOrigin = crossOrigin;
      document.head.append(link);
    }
}

/**
 * Fetches the entries of the surfaces' remotes and their exposed modules' first chunks now,
 * rather than one after the other when each mounts. Shared singletons come from the shell.
 * A remote that fails here fails again when its surface mounts, which shows the fallback.
 */
export function preloadSurfaces(surfaces: readonly SurfaceDefinition[]): void {
  if (surfaces.length === 0) return;
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
