import 'fake-indexeddb/auto';
import { KEPT_PAGES_CACHE, KEPT_READS_CACHE, type Task } from '@staydesk/contracts';
import { sampleTask } from '../fixtures';
import { fakePlatform, stubFetch, withWebLocks } from '../testing';
import { openFieldStore, waitingFieldActions, type KeptFieldAction } from './field-store';
import { forgetKeptFieldData } from './forget';
import { todaysTasks } from './todays-tasks';

// jsdom has no structuredClone; a task is plain JSON, which this copy keeps as IndexedDB does.
beforeAll(() => {
  globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});

/** The browser's CacheStorage, as the worker leaves it: one cache per name, with its requests. */
function keptCaches(names: readonly string[]) {
  const kept = new Set(names);
  const storage = {
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return kept;
}

const cleaner = fakePlatform('cleaner').session;
const turnover: Task = { ...sampleTask(), id: 't1', title: 'Turnover' };

afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

describe('forgetting what the phone kept of a user who signs out', () => {
  test("deletes the worker's kept reads and pages and today's tasks, and keeps the field queue", async () => {
    stubFetch((request) =>
      new URL(request.url).searchParams.get('taskId')
        ? { body: { task: turnover } }
        : { body: { tasks: [turnover], nextCursor: null, scopeLabel: 'My tasks' } },
    );
    expect(await todaysTasks().keep(cleaner)).toBe(1);
    const field = await openFieldStore();
    await field.add('queue', {
      key: 'k1',
      userId: cleaner.user.id,
      action: { kind: 'start', taskId: 't1' },
      occurredAt: new Date().toISOString(),
    } as KeptFieldAction);
    field.close();
    const kept = keptCaches([KEPT_READS_CACHE, KEPT_PAGES_CACHE, 'staydesk-remote-chunks']);

    await forgetKeptFieldData();

    expect([...kept]).toEqual(['staydesk-remote-chunks']);
    const databases = (await indexedDB.databases()).map(({ name }) => name);
    expect(databases).not.toContain('staydesk-today');
    expect(await todaysTasks().read('t1')).toBeUndefined();
    expect(await waitingFieldActions(cleaner.user.id)).toBe(1);
  });

  test('a day being kept as the user signs out is kept to its end, then deleted', async () => {
    await withWebLocks(async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      stubFetch(async (request) => {
        await answered;
        return new URL(request.url).searchParams.get('taskId')
          ? { body: { task: turnover } }
          : { body: { tasks: [turnover], nextCursor: null, scopeLabel: 'My tasks' } };
      });
      keptCaches([]);
      const keeping = todaysTasks().keep(cleaner);
      const forgetting = forgetKeptFieldData();
      // The day's reads answer only once signing out has begun.
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer();
      expect(await keeping).toBe(1);
      await forgetting;

      expect(await todaysTasks().read('t1')).toBeUndefined();
    });
  });
});
