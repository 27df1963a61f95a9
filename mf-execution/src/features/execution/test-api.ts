import type { ExecutionRead, Task } from '@staydesk/contracts';
import { stubFetch, type StubReply } from '@staydesk/design-system/testing';
import { executionRead } from './fixtures';

export interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

/**
 * A stand-in API for the view: the task and its run, each write recorded; `answer` replies to
 * a write (by 'METHOD path') and otherwise the write answers the run and the task unchanged.
 */
export function serveExecution(
  task: Task,
  read: ExecutionRead = executionRead('ready'),
  answer: (sent: Sent) => StubReply | undefined = () => undefined,
) {
  const sent: Sent[] = [];
  const fetchMock = stubFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    if (request.method === 'GET') {
      return path.startsWith('tasks/execution/') ? { body: read } : { body: { task } };
    }
    const json = request.headers.get('content-type')?.includes('json');
    const body: unknown = json ? await request.json() : null;
    const entry = {
      method: request.method,
      path: `${path}${url.search}`,
      key: request.headers.get('idempotency-key'),
      body,
    };
    sent.push(entry);
    return answer(entry) ?? { body: { ...read, task } };
  });
  return { sent, fetchMock };
}
