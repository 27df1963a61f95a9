import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { sampleTask } from '../fixtures';
import { fakePlatform, stubFetch } from '../testing';
import { createRemoteStore } from './remote-store';
import { createTaskApi, useTaskLiveUpdates } from './task-client';

const taskApi = createTaskApi();

function TaskTitle({ platform }: { platform: ReturnType<typeof fakePlatform> }) {
  useTaskLiveUpdates(platform, taskApi);
  const { data } = taskApi.useGetTaskQuery('task-1');
  return <h2>{data ? `${data.title}, version ${data.version}` : 'Loading'}</h2>;
}

it("reads a task once, and again when a live 'tasks' event names it", async () => {
  let version = 1;
  const reads: string[] = [];
  stubFetch((request) => {
    reads.push(new URL(request.url).search);
    return { body: { task: sampleTask({ id: 'task-1', title: 'Check linen stock', version }) } };
  });
  const platform = fakePlatform();
  render(
    <Provider store={createRemoteStore(taskApi)}>
      <TaskTitle platform={platform} />
    </Provider>,
  );
  expect(
    await screen.findByRole('heading', { name: 'Check linen stock, version 1' }),
  ).toBeVisible();

  version = 2;
  act(() => platform.emit('tasks', { taskId: 'task-2' }));
  act(() => platform.emit('tasks', { taskId: 'task-1' }));

  expect(
    await screen.findByRole('heading', { name: 'Check linen stock, version 2' }),
  ).toBeVisible();
  expect(reads).toEqual(['?taskId=task-1', '?taskId=task-1']);
});

it('keeps the newer version when an older read lands after it', async () => {
  const store = createRemoteStore(taskApi);
  const task = (version: number) => sampleTask({ id: 'task-3', title: 'Restock', version });
  store.dispatch(
    taskApi.util.upsertQueryEntries([{ endpointName: 'getTask', arg: 'task-3', value: task(5) }]),
  );
  stubFetch(() => ({ body: { task: task(4) } }));
  await store.dispatch(taskApi.endpoints.getTask.initiate('task-3', { forceRefetch: true }));
  expect(taskApi.endpoints.getTask.select('task-3')(store.getState()).data?.version).toBe(5);
});
