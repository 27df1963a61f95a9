import { fetchInOwnTask, startInOwnTask } from './own-task';

const tasksDrained = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('startInOwnTask', () => {
  it('starts nothing at once, then each start in order and in a task of its own', async () => {
    const seen: string[] = [];
    const start = (name: string) => () => {
      seen.push(name);
      // A microtask runs before the next task: it comes before the next start only if each
      // start has a task of its own.
      void Promise.resolve().then(() => seen.push(`${name} settled`));
    };
    startInOwnTask(start('first'));
    startInOwnTask(start('second'));
    expect(seen).toEqual([]);
    await tasksDrained();
    expect(seen).toEqual(['first', 'first settled', 'second', 'second settled']);
  });

  it('starts at once where there is no message channel (a test DOM)', () => {
    const channel = globalThis.MessageChannel;
    Object.assign(globalThis, { MessageChannel: undefined });
    try {
      const seen: string[] = [];
      startInOwnTask(() => seen.push('started'));
      expect(seen).toEqual(['started']);
    } finally {
      Object.assign(globalThis, { MessageChannel: channel });
    }
  });
});

describe('fetchInOwnTask', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers what fetch answers, fetched in a later task', async () => {
    const answer = new Response('{}');
    const fetchMock = jest.fn(() => Promise.resolve(answer));
    globalThis.fetch = fetchMock;
    const response = fetchInOwnTask('/api/tasks', { headers: { accept: 'application/json' } });
    expect(fetchMock).not.toHaveBeenCalled();
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
