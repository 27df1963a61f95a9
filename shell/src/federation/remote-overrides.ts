import {
  overrideOriginAllowed,
  REMOTE_NAMES,
  type RemoteEntry,
  type RemoteName,
  type RemoteOverrides,
  type RemoteOverrideSettings,
} from '@staydesk/contracts';

/** Keyed by user: another account signing in to the same browser never loads these builds. */
const storageKeyOf = (userId: string) => `staydesk.remote-overrides.${userId}`;

const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

/** The overrides this browser keeps for the user; anything unreadable counts as none. */
export function readRemoteOverrides(userId: string): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeyOf(userId)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return overrides;
    for (const [remote, manifestUrl] of Object.entries(stored))
      if (isRemoteName(remote) && typeof manifestUrl === 'string') overrides[remote] = manifestUrl;
  } catch {
    // Storage refused (private mode) or a hand-edited value: the deployment's remotes load.
  }
  return overrides;
}

export function writeRemoteOverrides(userId: string, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length === 0) localStorage.removeItem(storageKeyOf(userId));
  else localStorage.setItem(storageKeyOf(userId), JSON.stringify(overrides));
}

export interface RemoteOverride {
  remote: RemoteName;
  manifestUrl: string;
}

/** What this page loaded instead of the registry's remotes, and what it refused to. */
export interface RemoteOverridesInEffect {
  settings: RemoteOverrideSettings;
  applied: RemoteOverride[];
  /** Kept from an earlier allow-list or registry: not loaded, the deployment's version is. */
  ignored: RemoteOverride[];
}

/**
 * The registry's entries with this browser's overrides in place of theirs, where the
 * deployment still allows the override's origin.
 */
export function withRemoteOverrides(
  remotes: readonly RemoteEntry[],
  settings: RemoteOverrideSettings,
): { remotes: RemoteEntry[]; inEffect: RemoteOverridesInEffect } {
  const inEffect: RemoteOverridesInEffect = { settings, applied: [], ignored: [] };
  const stored = readRemoteOverrides(settings.userId);
  const overridden = remotes.map((entry) => {
    const manifestUrl = stored[entry.name];
    if (!manifestUrl) return entry;
    const override = { remote: entry.name, manifestUrl };
    if (!overrideOriginAllowed(manifestUrl, settings.allowedOrigins)) {
      inEffect.ignored.push(override);
      return entry;
    }
    inEffect.applied.push(override);
    return { ...entry, manifestUrl };
  });
  return { remotes: overridden, inEffect };
}
