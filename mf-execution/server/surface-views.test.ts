import type { Session } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';
import { startFakeApi, type FakeApi } from '@staydesk/design-system/server-view/testing';
import { fakeSession } from '@staydesk/design-system/testing';
import { executionRead } from '../src/features/execution/fixtures';
import { executionSurfaceViews } from './index';

const TASK_ID = '6b0682e58d8d49134fe5713b';
// Assigned to the cleaner (user-1), as sampleTask's assignment is.
const task = sampleTask({ id: TASK_ID, title: 'Check linen stock' });
const STARTED_ID = '6b0682e58d8d49134fe5713c';
const started = sampleTask({
  id: STARTED_ID,
  title: 'Restock the kitchen',
  status: 'in_progress',
  started_at: '2026-11-23T09:00:00.000Z',
});
const run = executionRead('active', { total_work_time: 125 });
const SESSIONS: Record<string, Session> = {
  casey: fakeSession('cleaner'),
  avery: fakeSession('admin'),
};

describe('the execution view drawn on the server', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi(SESSIONS, (url) =>
      url.pathname === '/api/tasks'
        ? { [TASK_ID]: { task }, [STARTED_ID]: { task: started } }[
            url.searchParams.get('taskId') ?? ''
          ]
        : url.pathname === `/api/tasks/execution/${STARTED_ID}`
          ? run
          : undefined,
    );
  });
  afterAll(() => api.close());

  const executionView = (page: string, sid = 'casey') =>
    executionSurfaceViews(() => api.base).ExecutionView({
      page,
      cookie: `sid=${sid}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      nonce: 'n0nce',
    });

  it("draws the assigned provider's task, ready to start", async () => {
    const html = (await executionView(`/?task=${TASK_ID}&execution=true`)) ?? '';
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Check linen stock');
    expect(html).toContain('>Start Task</button>');
  });

  it("draws a manager the task's progress and no Start", async () => {
    const html = (await executionView(`/?task=${TASK_ID}&execution=true`, 'avery')) ?? '';
    expect(html).toContain('aria-label="Progress"');
    expect(html).not.toContain('Start Task');
  });

  it('draws what the browser hydrates: the lazy part in its boundary, named, with its task', async () => {
    const html = (await executionView(`/?task=${TASK_ID}&execution=true`)) ?? '';
    expect(html).toContain(
      `<div data-drawn-surface="ExecutionView" data-drawn-task="${TASK_ID}"><!--$-->`,
    );
    const reads = /<script type="application\/json" data-drawn-reads>(.*)<\/script>$/.exec(html);
    expect(JSON.parse(reads?.[1] ?? 'null')).toEqual({ task: { task }, alongside: [null] });
  });

  it('draws a started task on its run, as the browser hydrates it, not on its ready screen', async () => {
    const html = (await executionView(`/?task=${STARTED_ID}&execution=true`)) ?? '';
    expect(html).toContain('aria-label="Elapsed time"');
    expect(html).not.toContain('Resume Task</button>');
    const reads = /<script type="application\/json" data-drawn-reads>(.*)<\/script>$/.exec(html);
    expect(JSON.parse(reads?.[1] ?? 'null')).toEqual({ task: { task: started }, alongside: [run] });
  });

  it('draws nothing for a task the API does not give the caller', async () => {
    expect(await executionView('/?task=aaaaaaaaaaaaaaaaaaaaaaaa&execution=true')).toBeNull();
  });
});
