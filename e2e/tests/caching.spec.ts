import { expect, test, type Page, type Response } from '@playwright/test';
import { FIRST_VIEW_ASSETS } from '@staydesk/contracts';
import { firstTask, signIn, taskSidebar } from './fixtures';
import { KEPT_WORKSPACE_COOKIE } from './server-view-helpers';

/** What every load must ask the servers about again, so a publish takes effect at once. */
const ENTRY_POINTS = ['/main.js', '/remoteEntry.js', '/mf-manifest.json'];

const CONTENT_HASHED = /\.[0-9a-f]{8}\.js$/;

const pathOf = (url: string) => new URL(url).pathname;

interface NetworkAnswer {
  url: string;
  status: number;
}

/**
 * The scripts and manifests the browser asked the servers for, with the status each server
 * answered; `take` hands over those since the last call. What the browser takes from its cache
 * never shows here.
 */
async function recordNetwork(page: Page): Promise<{ take(): NetworkAnswer[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The two events of a request come in either order.
  const urls = new Map<string, string>();
  const statuses = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (/\.(js|json)$/.test(pathOf(request.url))) urls.set(requestId, request.url);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) =>
    statuses.set(requestId, statusCode),
  );
  return {
    take() {
      const answers = [...urls].flatMap(([requestId, url]) => {
        const status = statuses.get(requestId);
        return status === undefined ? [] : [{ url, status }];
      });
      urls.clear();
      statuses.clear();
      return answers;
    },
  };
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The remotes and their chunks are in once the network is quiet.
  await page.waitForLoadState('networkidle');
}

test('scripts arrive compressed, and the next visit downloads none of them again', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const network = await recordNetwork(page);
  await signIn(page);
  await openHome(page);

  const downloads = scripts.filter((script) => script.status() === 200);
  expect(downloads.length).toBeGreaterThan(10);
  for (const script of downloads) {
    expect(script.headers()['content-encoding'], script.url()).toBe('br');
    // The service worker handles no fetch: what arrives comes from the servers.
    expect(script.fromServiceWorker(), script.url()).toBe(false);
  }
  const firstVisit = network.take();
  const downloaded = new Set(firstVisit.filter((a) => a.status === 200).map((a) => a.url));

  scripts.length = 0;
  await openHome(page);

  const secondVisit = network.take();
  // Every file the first visit downloaded is taken from the cache, or revalidated (304)
  // when it is an entry point: the entry points, and only they, are asked about.
  const askedAgain = secondVisit.filter((answer) => downloaded.has(answer.url));
  expect(askedAgain.filter((answer) => answer.status !== 304)).toEqual([]);
  expect(new Set(askedAgain.map((answer) => pathOf(answer.url)))).toEqual(new Set(ENTRY_POINTS));
  // The federation may pick another remote's copy of a shared library on this load: a chunk
  // the first visit never needed, downloaded once like any other.
  for (const answer of secondVisit.filter((a) => !downloaded.has(a.url)))
    expect(pathOf(answer.url)).toMatch(CONTENT_HASHED);
  const chunks = scripts.filter((script) => CONTENT_HASHED.test(pathOf(script.url())));
  expect(chunks.length).toBeGreaterThan(10);
  for (const chunk of chunks) expect(chunk.fromServiceWorker(), chunk.url()).toBe(false);
});

test('a page connects early to the origins of the remotes it shows, and to no other', async ({
  page,
}) => {
  const bellScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('__federation_expose_Bell')) bellScripts.push(request.url());
  });
  await signIn(page);
  await openHome(page);
  const bellOrigin = new URL(bellScripts[0]!).origin;
  expect(bellOrigin).not.toBe(new URL(page.url()).origin);
  const preconnects = await page
    .locator('link[rel="preconnect"]')
    .evaluateAll((links) =>
      links.map(
        (link) => `${(link as HTMLLinkElement).href} ${(link as HTMLLinkElement).crossOrigin}`,
      ),
    );
  // The home page shows one remote's surface, the bell: its manifest is fetched without
  // credentials and its scripts with them, over connections the browser keeps apart.
  expect(preconnects.sort()).toEqual([`${bellOrigin}/ anonymous`, `${bellOrigin}/ null`]);
});

test('the page preloads the scripts its entry runs before the first render, each used once', async ({
  page,
}) => {
  const network = await recordNetwork(page);
  await signIn(page);
  // A page the browser draws: the home page, once the workspace is kept, comes drawn by the
  // server without script preloads (server-view.spec.ts).
  await page.goto('/tasks/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The shell's own: the dashboard's remote comes with its entry too, on its own origin.
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLLinkElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
  // The entry first, then the libraries the shell shares in two chunks (React DOM; React and
  // Emotion), the design-system and the shell's own first chunk beside them.
  expect(preloaded[0]).toBe('/main.js');
  expect(preloaded).toHaveLength(5);
  // Over the sign-in, home and dashboard pages: downloaded once (the entry then revalidated).
  const downloads = network
    .take()
    .filter((answer) => answer.status === 200)
    .map((answer) => pathOf(answer.url));
  for (const script of preloaded)
    expect(
      downloads.filter((path) => path === script),
      script,
    ).toHaveLength(1);
  // Each preloaded chunk ran: the page registered it with the shell's chunk loader.
  const ranChunkIds = await page.evaluate(() =>
    (window as unknown as { webpackChunkshell: Array<[Array<string | number>]> }).webpackChunkshell
      .flatMap(([ids]) => ids)
      .map(String),
  );
  for (const script of preloaded.slice(1))
    expect(ranChunkIds, script).toContain(/^\/(\w+)\./.exec(script)?.[1]);
});

test("a task link's page preloads the sidebar's remote with it, each file fetched once", async ({
  page,
}) => {
  await signIn(page);
  const task = await firstTask(page);
  const registry = (await (await page.request.get('/api/platform/remotes')).json()) as {
    remotes: Array<{ name: string; manifestUrl: string }>;
  };
  const manifestUrl = registry.remotes.find((remote) => remote.name === 'mf-tasks')!.manifestUrl;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    exposes: Array<{ name: string; assets: { js: { [FIRST_VIEW_ASSETS]?: string[] } } }>;
  };
  const firstView = manifest.exposes
    .find((expose) => expose.name === 'TaskSidebar')!
    .assets.js[FIRST_VIEW_ASSETS]!.map((file) => new URL(file, manifestUrl).href);
  // The details, their store and the remote's libraries: more than the first chunk shows.
  expect(firstView.length).toBeGreaterThan(1);
  const entry = new URL('remoteEntry.js', manifestUrl).href;

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  // The remote's entry is held until the first view is on its way: were those scripts only
  // asked for once the entry has run (and the surface's first chunk preloads them), this would
  // wait in vain.
  let heldUntilFirstView = false;
  await page.route(entry, async (route) => {
    await expect.poll(() => firstView.every((url) => requested.includes(url))).toBe(true);
    heldUntilFirstView = true;
    await route.continue();
  });
  // The page the browser draws: one the server draws needs no script before its first view. The
  // home page is left first, as it notes the kept workspace again once its chrome is composed.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: KEPT_WORKSPACE_COOKIE });
  await page.goto(`/?task=${task.id}`);
  await expect(taskSidebar(page).getByRole('heading', { name: task.title })).toBeVisible();
  expect(heldUntilFirstView).toBe(true);

  const preloads = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Preloaded by the page itself, and each taken by the code that asks for it: one download.
  for (const url of [manifestUrl, entry, ...firstView]) {
    expect(preloads, url).toContain(url);
    expect(
      requested.filter((request) => request === url),
      url,
    ).toHaveLength(1);
  }
  expect(refused).toEqual([]);
});
