import { fetchInOwnTask, nextTask, REQUEST_STARTS_GLOBAL, startInOwnTask } from './own-task';

/** A page's queue of request starts, run when the test says. */
function installQueue() {
  const queued: Array<() => void> = [];
  Object.assign(globalThis, { [REQUEST_STARTS_GLOBAL]: (start: () => void) => queued.push(start) });
  return { runNext: () => queued.shift()?.() };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[REQUEST_STARTS_GLOBAL];
});

describe('startInOwnTask', () => {
  it("goes through the page's queue where a build's runtime left one", () => {
    const queue = installQueue();
    const seen: string[] = [];
    startInOwnTask(() => seen.push('started'));
    expect(seen).toEqual([]);
    queue.runNext();
    expect(seen).toEqual(['started']);
  });

  it('starts at once without one (the server, a test DOM)', () => {
    const seen: string[] = [];
    startInOwnTask(() => seen.push('started'));
    expect(seen).toEqual(['started']);
  });
});

describe('fetchInOwnTask', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers what fetch answers, fetched when its turn comes', async () => {
    const queue = installQueue();
    const answer = new Response('{}');
    const fetchMock = jest.fn(() => Promise.resolve(answer));
    globalThis.fetch = fetchMock;
    const response = fetchInOwnTask('/api/tasks', { headers: { accept: 'application/json' } });
    expect(fetchMock).not.toHaveBeenCalled();
    queue.runNext();
    await expect(response).resolves.toBe(answer);
    expect(fetchMock).toHaveBeenCalledWith('/api/tasks', {
      headers: { accept: 'application/json' },
    });
  });

  it('rejects with what fetch throws, as fetch would', async () => {
    globalThis.fetch = () => {
      throw new TypeError('Failed to parse URL');
    };
    await expect(fetchInOwnTask('http://[')).rejects.toThrow('Failed to parse URL');
  });
});

describe('nextTask', () => {
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("resolves when its turn comes in the page's queue, behind the starts already there", async () => {
    const queue = installQueue();
    const seen: string[] = [];
    startInOwnTask(() => seen.push('request'));
    const isDone = settled(nextTask().then(() => void seen.push('next task')));
    queue.runNext();
    await Promise.resolve();
    expect(seen).toEqual(['request']);
    expect(isDone()).toBe(false);
    queue.runNext();
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(['request', 'next task']);
  });

  it("resolves on a timer's turn without a queue (a test's DOM), not in this task", async () => {
    jest.useFakeTimers();
    try {
      const isDone = settled(nextTask());
      await Promise.resolve();
      expect(isDone()).toBe(false);
      jest.runOnlyPendingTimers();
      await Promise.resolve();
      await Promise.resolve();
      expect(isDone()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
