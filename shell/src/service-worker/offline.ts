import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { AUTH_PAGES_PREFIX, KEPT_PAGES_CACHE, KEPT_READS_CACHE } from '@staydesk/contracts';
import { manifestUrlsOf, remoteAssetUrls } from './remote-assets';

declare const self: ServiceWorkerGlobalScope;

/** The build writes the shell's own files here (tools/src/webpack/service-worker-plugin.ts). */
function shellFiles(): PrecacheEntry[] {
  try {
    return JSON.parse('__SHELL_PRECACHE__') as PrecacheEntry[];
  } catch {
    return [];
  }
}

const REMOTE_CHUNKS = 'staydesk-remote-chunks';
const REMOTE_ENTRIES = 'staydesk-remote-entries';
/** Content-hashed chunks never change (shell/server/static-server.ts). */
const HASHED = /\.[0-9a-f]{8}\.js$/;
const REGISTRY = '/api/platform/remotes';
const WARM_EVERY_MS = 5 * 60_000;
/** A slow network (a basement) falls back to what is kept after this long. */
const NETWORK_TIMEOUT_S = 4;

/**
 * The remotes' files are read from their manifests at run time: remotes are deployed apart from
 * the shell and found through the registry, so no shell build knows them. Hashed chunks are
 * fetched once; entries and manifests again on each warm-up, so the newest stays kept.
 */
async function keepRemotes(): Promise<void> {
  const registry: unknown = await fetch(REGISTRY, { credentials: 'same-origin' }).then((r) =>
    r.ok ? r.json() : null,
  );
  const [chunks, entries] = await Promise.all([
    caches.open(REMOTE_CHUNKS),
    caches.open(REMOTE_ENTRIES),
  ]);
  await Promise.all(
    manifestUrlsOf(registry, self.location.origin).map(async (manifestUrl) => {
      const response = await fetch(manifestUrl, { mode: 'cors', cache: 'no-cache' });
      if (!response.ok) return;
      // Reached under this worker's policy: its requests may go through the worker.
      remoteOrigins.add(new URL(manifestUrl).origin);
      await entries.put(manifestUrl, response.clone());
      const urls = remoteAssetUrls(await response.json(), manifestUrl);
      await Promise.all(
        urls.map(async (url) => {
          const hashed = HASHED.test(url);
          if (hashed && (await chunks.match(url))) return;
          const file = await fetch(url, { mode: 'cors', cache: hashed ? 'default' : 'no-cache' });
          if (file.ok) await (hashed ? chunks : entries).put(url, file);
        }),
      );
    }),
  );
  await keepRemoteOrigins(entries);
}

/**
 * The remotes' origins this worker has kept files from. Only their requests go through it: a
 * release published since at another origin is fetched by the page itself, under the page's
 * newer Content-Security-Policy, where the worker's policy (fixed when it was installed) would
 * refuse it. Kept in the cache too, since the browser stops an idle worker and starts it afresh.
 */
const remoteOrigins = new Set<string>();
const ORIGINS_KEY = '/remote-origins.json';

async function restoreRemoteOrigins(): Promise<void> {
  const kept = await (await caches.open(REMOTE_ENTRIES)).match(ORIGINS_KEY);
  const origins: unknown = kept ? await kept.json() : [];
  if (Array.isArray(origins))
    for (const origin of origins) if (typeof origin === 'string') remoteOrigins.add(origin);
}

const keepRemoteOrigins = (entries: Cache): Promise<void> =>
  entries.put(ORIGINS_KEY, new Response(JSON.stringify([...remoteOrigins])));

let lastWarm = 0;
function warmRemotes(): Promise<void> {
  if (Date.now() - lastWarm < WARM_EVERY_MS) return Promise.resolve();
  lastWarm = Date.now();
  return keepRemotes().catch(() => {
    lastWarm = 0;
  });
}

/**
 * The offline field day: the shell's files precached, the remotes' kept from their manifests,
 * each page and each API read kept as last answered, and the app page for a navigation when the
 * network does not answer.
 */
export function serveOffline(): void {
  precacheAndRoute(shellFiles());
  cleanupOutdatedCaches();
  self.addEventListener('install', (event) => event.waitUntil(warmRemotes()));

  void restoreRemoteOrigins();
  const remote = (url: URL) => remoteOrigins.has(url.origin);
  registerRoute(
    ({ url }) => remote(url) && HASHED.test(url.pathname),
    new CacheFirst({
      cacheName: REMOTE_CHUNKS,
      plugins: [new ExpirationPlugin({ maxEntries: 400 })],
    }),
  );
  registerRoute(
    ({ url, request }) =>
      remote(url) && (request.destination === 'script' || url.pathname.endsWith('.json')),
    new NetworkFirst({ cacheName: REMOTE_ENTRIES, networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
  );
  // The task, the run, the registry, the session: as last read. Event streams stay live.
  registerRoute(
    ({ url, request }) =>
      !remote(url) &&
      url.pathname.startsWith('/api/') &&
      !request.headers.get('accept')?.includes('text/event-stream'),
    new NetworkFirst({
      cacheName: KEPT_READS_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 2 * 24 * 3600 })],
    }),
  );
  const pages = new NetworkFirst({
    cacheName: KEPT_PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    // The page varies by cookie, which a worker never sees: the kept one is this user's.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 50 })],
  });
  registerRoute(
    new NavigationRoute(
      async (options) => {
        options.event.waitUntil(warmRemotes());
        try {
          return await pages.handle(options);
        } catch (error) {
          // A page never opened here: the app page of another, which routes by its own URL.
          const cache = await caches.open(KEPT_PAGES_CACHE);
          const fallback =
            (await cache.match(options.request, { ignoreSearch: true, ignoreVary: true })) ??
            (await cache.match('/', { ignoreSearch: true, ignoreVary: true })) ??
            (await cache.keys().then(([first]) => (first ? cache.match(first) : undefined)));
          if (fallback) return fallback;
          throw error;
        }
      },
      // The sign-in pages are not kept: signing in needs the network, and the pages kept are the
      // signed-in user's, which signing out deletes (forgetKeptFieldData).
      { denylist: [new RegExp(`^${AUTH_PAGES_PREFIX}`)] },
    ),
  );

  // Background Sync: the field queue lives in the page; the worker wakes an open one to replay.
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag !== 'field-queue') return;
    sync.waitUntil(
      self.clients
        .matchAll({ type: 'window' })
        .then((windows) => windows.forEach((client) => client.postMessage('field-queue:replay'))),
    );
  });
}
