import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  KEPT_WORKSPACE_COOKIE,
  STYLE_NONCE_HEADER,
  type DashboardItems,
  type Role,
  type Session,
} from '@staydesk/contracts';
import { fakeSession } from '@staydesk/design-system/testing';
import { expectOneStyleElementFor } from '@staydesk/design-system/server-view/testing';
import { createServerViewService, type ServerViewRequest } from './server-view-service';

const sessionOf = (name: string, role: Role): Session => {
  const session = fakeSession(role);
  return { ...session, user: { ...session.user, id: `user-${name}`, name: `${name} Host` } };
};

const itemsTitled = (...titles: string[]): DashboardItems => ({
  items: titles.map((title, index) => ({
    id: `task:${String(index + 1).padStart(24, '0')}`,
    kind: 'overdue',
    source: 'task',
    sourceId: String(index + 1).padStart(24, '0'),
    title,
    subtitle: 'To do',
    at: null,
    timeZone: 'UTC',
    createdAt: '2026-11-01T00:00:00.000Z',
    mayMarkDone: true,
  })),
  scopeLabel: "All of your team's tasks",
  lastReminderPreset: null,
});

/** The API's two answers per session cookie, as the real API reads them. */
const ACCOUNTS: Record<string, { session: Session; items: DashboardItems }> = {
  avery: {
    session: sessionOf('Avery', 'admin'),
    items: itemsTitled('Restock amenities', 'Fix leaking faucet'),
  },
  casey: { session: sessionOf('Casey', 'cleaner'), items: itemsTitled() },
  mallory: {
    session: sessionOf('Mallory', 'admin'),
    items: itemsTitled('Fix the lock</script><script>alert(1)</script><!--'),
  },
};

/** How the fake remote answers the edge's ask for a surface. */
type RemoteAnswer = 'drawn' | 'nothing' | 'slow' | 'down';
const SURFACE_STYLES = '<style data-drawn-styles="css a1" nonce="n0nce">.css-a1{color:red}</style>';

describe("the shell's server view", () => {
  let api: Server;
  let remote: Server;
  let slowApi = false;
  let remoteAnswers: RemoteAnswer = 'drawn';
  const asked: string[] = [];
  const remoteAsked: http.IncomingMessage[] = [];
  let render: ReturnType<typeof createServerViewService>;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      asked.push(`${req.url} ${req.headers.cookie}`);
      const account = ACCOUNTS[/sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''];
      const body =
        req.url === '/api/auth/session'
          ? account?.session
          : req.url === '/api/dashboard/items'
            ? account?.items
            : undefined;
      const answer = () => {
        res.writeHead(body ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body ?? { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }));
      };
      if (slowApi) setTimeout(answer, 1_000);
      else answer();
    });
    remote = http.createServer((req, res) => {
      remoteAsked.push(req);
      const answer = () => {
        if (remoteAnswers === 'nothing') res.writeHead(204).end();
        else
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end(`${SURFACE_STYLES}<aside>Check linen</aside>`);
      };
      if (remoteAnswers === 'slow') setTimeout(answer, 1_000);
      else answer();
    });
    await Promise.all(
      [api, remote].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
      ),
    );
    const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    render = createServerViewService({
      apiBase: () => origin(api),
      remoteOrigin: async (name) =>
        name !== 'mf-tasks' && name !== 'mf-execution'
          ? null
          : remoteAnswers === 'down'
            ? 'http://127.0.0.1:9'
            : origin(remote),
    });
  });
  afterAll(async () => {
    for (const server of [api, remote]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  beforeEach(() => {
    asked.length = 0;
    remoteAsked.length = 0;
    slowApi = false;
    remoteAnswers = 'drawn';
  });

  /** The Cookie header of a browser that keeps `owner`'s workspace. */
  const keeping = (sid: string, owner: string, timeZone = 'UTC') =>
    `sid=${sid}; ${KEPT_WORKSPACE_COOKIE}=${encodeURIComponent(`${owner}|${timeZone}`)}`;

  const request = (overrides: Partial<ServerViewRequest> = {}): ServerViewRequest => ({
    pathname: '/',
    search: '',
    cookie: keeping('avery', 'user-Avery:customer-1'),
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    nonce: 'n0nce',
    ...overrides,
  });

  const drawn = async (asking: ServerViewRequest) => (await render(asking))?.root;

  it('sends the items it drew with, for the browser to hydrate with, safe inside a script', async () => {
    const afterRoot = (await render(request()))?.afterRoot ?? '';
    const [, json = ''] =
      /^<script type="application\/json" id="drawn-inbox-items">(.*)<\/script>$/.exec(afterRoot) ??
      [];
    expect(JSON.parse(json)).toEqual(ACCOUNTS.avery!.items);
    const hostile = await render(
      request({ cookie: keeping('mallory', 'user-Mallory:customer-1') }),
    );
    // The title's markup stays inside the JSON: one element, which ends where the edge ends it.
    expect(hostile?.afterRoot.match(/<\/?script|<!--/g)).toEqual(['<script', '</script']);
    expect(hostile?.afterRoot).toContain('Fix the lock\\u003c/script>');
  });

  it("draws the chrome and the caller's inbox, read under their own session", async () => {
    const view = await render(request());
    const html = view?.root;
    expect(html).toContain('Welcome back, <!-- -->Avery');
    expect(html).toContain('All of your team&#x27;s tasks');
    expect(html).toContain('Restock amenities');
    expect(html).toContain('Fix leaking faucet');
    expect(html).toContain('<a href="/tasks/dashboard"');
    expect(view?.surfaceLeftToBrowser).toBe(false);
    expect(asked.map((line) => line.split(';')[0]).sort()).toEqual([
      '/api/auth/session sid=avery',
      '/api/dashboard/items sid=avery',
    ]);
  });

  it("styles the view in one style element for the head, under the response's nonce, with a rule for every class", async () => {
    const view = await render(request({ nonce: 'abc123' }));
    expectOneStyleElementFor(`${view?.head}${view?.root}`, 'abc123');
    // The chrome's reset comes with it; the root holds only what the browser's render hydrates.
    expect(view?.head).toContain('data-page-styles');
    expect(view?.root).not.toContain('<style');
  });

  it("keeps nothing of one caller's view for the next", async () => {
    await render(request());
    const casey =
      (await render(request({ cookie: keeping('casey', 'user-Casey:customer-1') })))?.root ?? '';
    expect(casey).toContain('Welcome back, <!-- -->Casey');
    expect(casey).not.toContain('Restock amenities');
    expect(casey).not.toContain('/finance');
  });

  it("names the palette's shortcut as the caller's keyboard writes it", async () => {
    const ownNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    const mac = await drawn(
      request({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15' }),
    );
    const android = await drawn(request());
    expect(mac).toContain('⌘K');
    expect(android).toContain('Ctrl+K');
    expect(android).not.toContain('⌘K');
    // The render's navigator and window are gone with it.
    expect(Object.getOwnPropertyDescriptor(globalThis, 'navigator')).toEqual(ownNavigator);
    expect(typeof window).toBe('undefined');
  });

  it('asks the API nothing for a browser that keeps no workspace: it shows the boot loader', async () => {
    expect(await render(request({ cookie: 'sid=avery' }))).toBeNull();
    expect(asked).toEqual([]);
  });

  it.each([
    ['a signed-out visitor', request({ cookie: undefined })],
    ['an expired session', request({ cookie: keeping('expired', 'user-Avery:customer-1') })],
    [
      "a browser that keeps another user's workspace",
      request({ cookie: keeping('casey', 'user-Avery:customer-1') }),
    ],
    ['another page', request({ pathname: '/tasks/dashboard' })],
    ['the creation panel over the home page', request({ search: '?createTask=true' })],
  ])('leaves the page to the browser for %s', async (_, asking) => {
    expect(await render(asking)).toBeNull();
  });

  it('does not hold the page back for a slow API', async () => {
    slowApi = true;
    const started = Date.now();
    expect(await render(request())).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it.each([
    ['the task sidebar', '?task=abc', '/server-view/TaskSidebar'],
    ['the execution view', '?task=abc&execution=true', '/server-view/ExecutionView'],
  ])('puts %s, drawn by its remote for the caller, first in the page', async (_, search, route) => {
    const view = await render(request({ search }));
    // Shown once its end is parsed, by a style under the page's nonce.
    expect(view?.beforeRoot).toBe(
      '<style nonce="n0nce">#drawn-surface{position:relative;z-index:40}' +
        '#drawn-surface:not(:has(> #drawn-surface-end)){visibility:hidden}</style>' +
        '<div id="drawn-surface" inert><aside>Check linen</aside><i id="drawn-surface-end" hidden></i></div>',
    );
    // Its style element goes to the head, after the chrome's: the drawing goes, its rules stay.
    expect(view?.head.endsWith(SURFACE_STYLES)).toBe(true);
    expect(view?.head).toContain('data-page-styles');
    expect(view?.surfaceLeftToBrowser).toBe(false);
    expect(view?.root).toContain('Welcome back, <!-- -->Avery');
    const [asking] = remoteAsked;
    const url = new URL(asking?.url ?? '', 'http://remote');
    expect(url.pathname).toBe(route);
    expect(url.searchParams.get('page')).toBe(`/${search}`);
    expect(asking?.headers.cookie).toContain('sid=avery');
    expect(asking?.headers['user-agent']).toBe(request().userAgent);
    expect(asking?.headers[STYLE_NONCE_HEADER]).toBe('n0nce');
  });

  describe('the execution view in a browser that keeps no workspace (it opens without the boot loader)', () => {
    const execution = '?task=abc&execution=true';

    it.each([
      ['keeps no workspace', 'sid=casey'],
      ["keeps another user's workspace", keeping('casey', 'user-Avery:customer-1')],
    ])('draws the view alone, with the page reset, when the browser %s', async (_, cookie) => {
      const view = await render(request({ search: execution, cookie }));
      expect(view?.beforeRoot).toContain('<aside>Check linen</aside>');
      expect(view?.root).toBe('');
      expect(view?.afterRoot).toBe('');
      expect(view?.surfaceLeftToBrowser).toBe(false);
      // The reset under the response's nonce, then the view's own rules.
      expect(view?.head).toMatch(
        /^<style data-drawn-styles="css [\w-]+" data-page-styles nonce="n0nce">[^<]+<\/style><style/,
      );
      expect(view?.head.endsWith(SURFACE_STYLES)).toBe(true);
      expect(remoteAsked[0]?.headers.cookie).toBe(cookie);
    });

    it("asks the API nothing of its own: the home page under the view is the browser's", async () => {
      await render(request({ search: execution, cookie: 'sid=casey' }));
      expect(asked).toEqual([]);
    });

    it.each<[string, RemoteAnswer]>([
      ['draws nothing', 'nothing'],
      ['is slow', 'slow'],
    ])('leaves the page to the browser when the remote %s', async (_, answer) => {
      remoteAnswers = answer;
      expect(await render(request({ search: execution, cookie: 'sid=casey' }))).toBeNull();
    });

    it('still shows the task sidebar only after the boot loader', async () => {
      expect(await render(request({ search: '?task=abc', cookie: 'sid=casey' }))).toBeNull();
      expect(remoteAsked).toEqual([]);
    });
  });

  it.each<[string, RemoteAnswer]>([
    ['draws nothing', 'nothing'],
    ['is slow', 'slow'],
    ['is down', 'down'],
  ])('draws the page without the surface when its remote %s', async (_, answer) => {
    remoteAnswers = answer;
    const started = Date.now();
    const view = await render(request({ search: '?task=abc' }));
    expect(view?.beforeRoot).toBe('');
    expect(view?.surfaceLeftToBrowser).toBe(true);
    expect(view?.root).toContain('Restock amenities');
    expect(Date.now() - started).toBeLessThan(900);
  });
});
