import 'fake-indexeddb/auto';
import { todaysTasks } from '@staydesk/design-system/offline';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { screen, within } from '@testing-library/react';
import { executionApi } from '../execution/api';
import { ExecutionView } from '../execution/ExecutionView';
import { providerTaskFixture } from '../execution/fixtures';

// jsdom has no structuredClone; a task is plain JSON, which this copy keeps as IndexedDB does.
beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});

const cleaner = fakePlatform('cleaner').session;

/** The API as the phone reads it: the day's list, and the task whole by its id. */
function serveDay() {
  stubFetch((request): StubReply => {
    const taskId = new URL(request.url).searchParams.get('taskId');
    if (taskId) return { body: { task: providerTaskFixture } };
    return { body: { tasks: [providerTaskFixture], nextCursor: null, scopeLabel: 'My tasks' } };
  });
}

describe('the execution view and the tasks kept today', () => {
  test('with no network the execution view opens the task kept today', async () => {
    window.history.replaceState(null, '', '/?task=task-1&execution=true');
    serveDay();
    await todaysTasks().keep(cleaner);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);

    const view = await screen.findByRole('dialog', { name: providerTaskFixture.title });
    expect(within(view).getByText('Ocean View Beach House, Lisbon')).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Start Task' })).toBeEnabled();
  });

  test('a refusal is not hidden by the kept task', async () => {
    window.history.replaceState(null, '', '/?task=task-1&execution=true');
    serveDay();
    await todaysTasks().keep(cleaner);
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Gone' } } }));

    renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);

    expect(await screen.findByRole('heading', { name: 'Task execution' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start Task' })).toBeNull();
  });
});
