import { mkdtempSync, rmSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { STYLE_NONCE_HEADER, type Role, type Session } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';
import { createSurfaceView, type SurfaceViewRequest } from '@staydesk/design-system/server-view';
import { fakeSession } from '@staydesk/design-system/testing';
import { drawExecutionView } from '../../mf-execution/src/server-view/draw-execution-view';
import { teamFixture as team } from '../../mf-tasks/src/features/composer/fixtures';
import { drawTaskSidebar } from '../../mf-tasks/src/server-view/draw-task-sidebar';
import { expectOneStyleElementFor } from './expect-drawn-styles';
import { startStaticServer } from './serve';

const TASK_ID = '6b0682e58d8d49134fe5713b';
const task = sampleTask({ id: TASK_ID, title: 'Check linen stock', assignments: [] });
const SESSIONS: Record<string, Session> = {
  avery: fakeSession('admin' satisfies Role),
  casey: fakeSession('cleaner' satisfies Role),
};

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

describe("the remotes' surfaces drawn on the server", () => {
  let api: Server;
  const asked: string[] = [];
  let apiBase = '';

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const session = SESSIONS[/sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''];
      const url = new URL(req.url ?? '/', 'http://api');
      const body = !session
        ? undefined
        : url.pathname === '/api/auth/session'
          ? session
          : url.pathname === '/api/tasks' && url.searchParams.get('taskId') === TASK_ID
            ? { task }
            : url.pathname === '/api/user/users' && session.currentRole === 'admin'
              ? team
              : undefined;
      res.writeHead(body ? 200 : session ? 404 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found' } }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    api.closeAllConnections();
    return new Promise((resolve) => api.close(resolve));
  });
  beforeEach(() => {
    asked.length = 0;
  });

  const sidebar = createSurfaceView(() => apiBase, drawTaskSidebar);
  const execution = createSurfaceView(() => apiBase, drawExecutionView);
  const request = (overrides: Partial<SurfaceViewRequest> = {}): SurfaceViewRequest => ({
    page: `/?task=${TASK_ID}`,
    cookie: 'sid=avery',
    userAgent: DESKTOP,
    nonce: 'n0nce',
    ...overrides,
  });

  it("draws the task sidebar with the caller's task, its team and the composer", async () => {
    const html = (await sidebar(request())) ?? '';
    expect(html).toContain('aria-label="Task details"');
    expect(html).toContain('Check linen stock');
    expect(html).toContain('Showing up to 10 cleaners and maintenance staff.');
    // The composer is a lazy part: drawn loaded, even on the first render after a start.
    expect(html).toContain('placeholder="Write a message… @ to mention, Ctrl+Enter to send"');
    expect(html).not.toContain('<!--$!-->');
    expectOneStyleElementFor(html, 'n0nce');
    expect(asked.sort()).toEqual([
      '/api/auth/session',
      `/api/tasks?taskId=${TASK_ID}`,
      '/api/user/users',
    ]);
  });

  it("draws for a phone what a phone's browser renders", async () => {
    const html = (await sidebar(request({ userAgent: ANDROID }))) ?? '';
    expect(html).toContain('placeholder="Message… @ to mention"');
  });

  it('draws for a cleaner what the rules let them see: no assignee picker', async () => {
    const html = (await sidebar(request({ cookie: 'sid=casey' }))) ?? '';
    expect(html).toContain('Check linen stock');
    expect(html).not.toContain('Search the team');
  });

  it('draws the execution view', async () => {
    const html = (await execution(request({ page: `/?task=${TASK_ID}&execution=true` }))) ?? '';
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Check linen stock');
    expect(html).toContain('>Start Task</button>');
  });

  it.each([
    ['a caller without cookies', request({ cookie: undefined })],
    ['an expired session', request({ cookie: 'sid=expired' })],
    [
      'a task the API does not give the caller',
      request({ page: '/?task=aaaaaaaaaaaaaaaaaaaaaaaa' }),
    ],
    ['a page with no task', request({ page: '/' })],
  ])('draws nothing for %s', async (_, asking) => {
    expect(await sidebar(asking)).toBeNull();
  });

  describe('the route the shell asks', () => {
    let dir: string;
    let remote: Server;
    const get = (urlPath: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${(remote.address() as AddressInfo).port}${urlPath}`, { headers });
    const asShell = {
      cookie: 'sid=avery',
      [STYLE_NONCE_HEADER]: 'n0nce/+=',
      'user-agent': DESKTOP,
    };
    const page = (search: string) => `?${new URLSearchParams({ page: `/${search}` })}`;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
      remote = await startStaticServer({
        dir,
        port: 0,
        apiTarget: apiBase,
        cors: true,
        surfaceViews: { TaskSidebar: sidebar },
      });
    });
    afterAll(async () => {
      remote.closeAllConnections();
      await new Promise((resolve) => remote.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it("answers the surface's HTML, for no cache and no other origin", async () => {
      const answer = await get(`/server-view/TaskSidebar${page(`?task=${TASK_ID}`)}`, asShell);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const html = await answer.text();
      expect(html).toContain('Check linen stock');
      expect(html).toContain('nonce="n0nce/+="');
    });

    it('answers 204 where it draws nothing', async () => {
      const answer = await get(`/server-view/TaskSidebar${page('')}`, asShell);
      expect(answer.status).toBe(204);
    });

    it.each([
      ['an unknown surface', '/server-view/Palette', asShell, 404],
      ['no page', '/server-view/TaskSidebar', asShell, 400],
      ['a page elsewhere', `/server-view/TaskSidebar?page=https://example.test/`, asShell, 400],
      ['no nonce', `/server-view/TaskSidebar${page('')}`, { cookie: 'sid=avery' }, 400],
      [
        'a nonce that would break out of its attribute',
        `/server-view/TaskSidebar${page('')}`,
        { ...asShell, [STYLE_NONCE_HEADER]: 'x" onload="alert(1)' },
        400,
      ],
    ])('refuses %s', async (_, urlPath, headers, status) => {
      asked.length = 0;
      expect((await get(urlPath, headers)).status).toBe(status);
      expect(asked).toEqual([]);
    });
  });
});
