import {
  FIRST_VIEW_ASSETS,
  type FirstViewScripts,
  type RemoteEntry,
  type RemoteName,
} from '@staydesk/contracts';
import { comesWithPage, surfacesOnScreenAt } from '../src/federation/surfaces';

/** What the page needs of a remote's federation manifest. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: FirstViewScripts } }>;
}

export interface LoadedManifest {
  manifestUrl: string;
  manifest: RemoteManifest;
}

export type RemoteManifests = ReadonlyMap<RemoteName, LoadedManifest>;

/** A remote that takes longer than this is left out of the page's preloads, not waited for. */
const MANIFEST_TIMEOUT_MS = 1_000;

async function fetchManifest(manifestUrl: string): Promise<RemoteManifest> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * The manifests of the registry's remotes. One that cannot be read is left out: the page then
 * loads that remote as it always could, once its code asks for it.
 */
export async function readManifests(
  entries: readonly RemoteEntry[],
  read: (manifestUrl: string) => Promise<RemoteManifest> = fetchManifest,
): Promise<RemoteManifests> {
  // A manifest on the shell's own origin (a path) is left to the page.
  const absolute = entries.filter(({ manifestUrl }) => URL.canParse(manifestUrl));
  const loaded = await Promise.all(
    absolute.map(async ({ name, manifestUrl }) => {
      try {
        return [[name, { manifestUrl, manifest: await read(manifestUrl) }] as const];
      } catch (error) {
        console.warn(`Could not read the manifest of ${name} for the page's preloads`, error);
        return [];
      }
    }),
  );
  return new Map(loaded.flat());
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The files of one surface, resolved against its manifest ('auto' public path). */
function surfaceFiles({ manifestUrl, manifest }: LoadedManifest, module: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.name === module);
  if (!expose) return [];
  const { path, name } = manifest.metaData.remoteEntry;
  const js = expose.assets.js;
  return [`${path}${name}`, ...js.sync, ...(js[FIRST_VIEW_ASSETS] ?? [])].map(
    (file) => new URL(file, manifestUrl).href,
  );
}

/**
 * The preload tags for what the remotes on screen at this URL show at once (their manifests,
 * entries, surfaces' first chunks and first views), so a phone fetches them together with the
 * shell's own scripts instead of after them: the page's code would only ask for them once the
 * registry has answered and the shell has run. Scripts without `crossorigin`, as the
 * federation runtime and webpack add theirs; the manifest as the runtime's `fetch` reads it.
 */
export function remotePreloadLinks(
  pathname: string,
  search: string,
  manifests: RemoteManifests,
): string {
  const manifestUrls = new Set<string>();
  const scripts = new Set<string>();
  for (const surface of surfacesOnScreenAt(pathname, search).filter(comesWithPage)) {
    const loaded = manifests.get(surface.remote);
    if (!loaded) continue;
    manifestUrls.add(loaded.manifestUrl);
    for (const file of surfaceFiles(loaded, surface.module)) scripts.add(file);
  }
  return [
    ...[...manifestUrls].map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`,
    ),
    ...[...scripts].map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`),
  ].join('');
}
