import type { Role, Session } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';
import type { SurfaceViewRequest } from '@staydesk/design-system/server-view';
import {
  expectOneStyleElementFor,
  startFakeApi,
  type FakeApi,
} from '@staydesk/design-system/server-view/testing';
import { fakeSession } from '@staydesk/design-system/testing';
import { teamFixture as team } from '../src/features/composer/fixtures';
import { tasksSurfaceViews } from './index';

const TASK_ID = '6b0682e58d8d49134fe5713b';
const task = sampleTask({ id: TASK_ID, title: 'Check linen stock', assignments: [] });
const SESSIONS: Record<string, Session> = {
  avery: fakeSession('admin' satisfies Role),
  casey: fakeSession('cleaner' satisfies Role),
};

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

describe('the task sidebar drawn on the server', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi(SESSIONS, (url, session) =>
      url.pathname === '/api/tasks' && url.searchParams.get('taskId') === TASK_ID
        ? { task }
        : url.pathname === '/api/user/users' && session.currentRole === 'admin'
          ? team
          : undefined,
    );
  });
  afterAll(() => api.close());
  beforeEach(() => api.forget());

  const sidebar = (overrides: Partial<SurfaceViewRequest> = {}) =>
    tasksSurfaceViews(() => api.base).TaskSidebar({
      page: `/?task=${TASK_ID}`,
      cookie: 'sid=avery',
      userAgent: DESKTOP,
      nonce: 'n0nce',
      ...overrides,
    });

  it("draws the task sidebar with the caller's task, its team and the composer", async () => {
    const html = (await sidebar()) ?? '';
    expect(html).toContain('aria-label="Task details"');
    expect(html).toContain('Check linen stock');
    expect(html).toContain('Showing up to 10 cleaners and maintenance staff.');
    // The composer is a lazy part: drawn loaded, even on the first render after a start.
    expect(html).toContain('placeholder="Write a message… @ to mention, Ctrl+Enter to send"');
    expect(html).not.toContain('<!--$!-->');
    expectOneStyleElementFor(html, 'n0nce');
    expect(api.asked.sort()).toEqual([
      '/api/auth/session',
      `/api/tasks?taskId=${TASK_ID}`,
      '/api/user/users',
    ]);
  });

  it('draws what the browser hydrates: the lazy part in its boundary, named, with its reads', async () => {
    const html = (await sidebar()) ?? '';
    expect(html).toContain(
      `<div data-drawn-surface="TaskSidebar" data-drawn-task="${TASK_ID}"><!--$-->`,
    );
    const reads = /<script type="application\/json" data-drawn-reads>(.*)<\/script>$/.exec(html);
    expect(JSON.parse(reads?.[1] ?? 'null')).toEqual({ task: { task }, alongside: [team] });
  });

  it("draws for a phone what a phone's browser renders", async () => {
    const html = (await sidebar({ userAgent: ANDROID })) ?? '';
    expect(html).toContain('placeholder="Message… @ to mention"');
  });

  it('draws for a cleaner what the rules let them see: no assignee picker', async () => {
    const html = (await sidebar({ cookie: 'sid=casey' })) ?? '';
    expect(html).toContain('Check linen stock');
    expect(html).not.toContain('Search the team');
  });

  it.each([
    ['a caller without cookies', { cookie: undefined }],
    ['an expired session', { cookie: 'sid=expired' }],
    ['a task the API does not give the caller', { page: '/?task=aaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['a page with no task', { page: '/' }],
  ])('draws nothing for %s', async (_, asking) => {
    expect(await sidebar(asking)).toBeNull();
  });
});
