import { sendEarly } from '../scheduling/early-responses';
import { createRemoteApi, createRemoteStore } from './remote-store';

const api = createRemoteApi({ tagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    getTask: build.query<{ from: string }, string>({
      query: (taskId) => ({ url: 'tasks', params: { taskId } }),
    }),
  }),
});

/** Answers every request with where it came from, and notes what reached the network. */
function network(firstFails = false) {
  const asked: string[] = [];
  let calls = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    asked.push(url.pathname + url.search);
    calls += 1;
    if (firstFails && calls === 1) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ from: `network call ${calls}` }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const read = async (taskId: string) => {
  const store = createRemoteStore(api);
  const result = await store.dispatch(api.endpoints.getTask.initiate(taskId));
  return result.data?.from;
};

test("a GET the entry sent early is answered from there, once, in the query's own form", async () => {
  const asked = network();
  sendEarly('/api/tasks?taskId=t1');
  expect(await read('t1')).toBe('network call 1');
  // Asked again, it goes to the network: the early answer was handed out.
  expect(await read('t1')).toBe('network call 2');
  expect(asked).toEqual(['/api/tasks?taskId=t1', '/api/tasks?taskId=t1']);
  // Nothing early for another task: the query asks the network itself.
  expect(await read('t2')).toBe('network call 3');
});

test('an early GET that failed is sent again when the query asks', async () => {
  const asked = network(true);
  sendEarly('/api/tasks?taskId=t3');
  expect(await read('t3')).toBe('network call 2');
  expect(asked).toEqual(['/api/tasks?taskId=t3', '/api/tasks?taskId=t3']);
});
