import 'fake-indexeddb/auto';
import type { Task } from '@staydesk/contracts';
import { sampleTask } from '../fixtures';
import { fakePlatform, stubFetch, type StubReply, withWebLocks } from '../testing';
import { createTodaysTasks } from './todays-tasks';

// jsdom has no structuredClone; a task is plain JSON, which this copy keeps as IndexedDB does.
beforeAll(() => {
  globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});

const cleaner = fakePlatform('cleaner').session;
const task = (id: string, title: string): Task => ({ ...sampleTask(), id, title });
let dbCount = 0;

/** The API as the phone reads it: the day's list by its query, each task whole by its id. */
function serveDay(tasks: readonly Task[]) {
  const lists: URLSearchParams[] = [];
  const fetchFn = stubFetch((request): StubReply => {
    const search = new URL(request.url).searchParams;
    const taskId = search.get('taskId');
    if (taskId) return { body: { task: tasks.find((one) => one.id === taskId) } };
    lists.push(search);
    return { body: { tasks, nextCursor: null, scopeLabel: 'My tasks' } };
  });
  return { lists, fetchFn };
}

describe("today's tasks kept on the phone", () => {
  test("keeps the provider's tasks due today, each as its whole read, once a day", async () => {
    const { lists, fetchFn } = serveDay([task('t1', 'Turnover'), task('t2', 'Deep clean')]);
    const now = new Date(2026, 10, 29, 7, 30);
    const kept = createTodaysTasks({ dbName: `today-${++dbCount}`, fetchFn, now: () => now });

    expect(await kept.keep(cleaner)).toBe(2);
    expect(lists).toHaveLength(1);
    const [list = new URLSearchParams()] = lists;
    expect(list.get('assignee')).toBe('me');
    expect(new Date(list.get('dueFrom') ?? '')).toEqual(new Date(2026, 10, 29));
    expect(new Date(list.get('dueTo') ?? '')).toEqual(new Date(2026, 10, 29, 23, 59, 59, 999));
    expect(await kept.read('t1')).toMatchObject({
      title: 'Turnover',
      checklist: sampleTask().checklist,
      listing: sampleTask().listing,
    });

    // Opened again the same day: nothing is read again.
    expect(await kept.keep(cleaner)).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  test('asked again while the day is being kept, reads it once', async () => {
    await withWebLocks(async () => {
      const { lists, fetchFn } = serveDay([task('t1', 'Turnover')]);
      const kept = createTodaysTasks({ dbName: `today-${++dbCount}`, fetchFn });
      expect(await Promise.all([kept.keep(cleaner), kept.keep(cleaner)])).toEqual([1, null]);
      expect(lists).toHaveLength(1);
    });
  });

  test("the new day's tasks replace the day before's", async () => {
    let day = 28;
    const dbName = `today-${++dbCount}`;
    serveDay([task('t1', 'Yesterday')]);
    const kept = createTodaysTasks({ dbName, now: () => new Date(2026, 10, day, 8) });
    await kept.keep(cleaner);

    day = 29;
    serveDay([task('t2', 'Today')]);
    expect(await kept.keep(cleaner)).toBe(1);
    expect(await kept.read('t1')).toBeUndefined();
    expect(await kept.read('t2')).toMatchObject({ title: 'Today' });
  });

  test('a day read halfway keeps the day before', async () => {
    const dbName = `today-${++dbCount}`;
    serveDay([task('t1', 'Yesterday')]);
    let day = 28;
    const kept = createTodaysTasks({ dbName, now: () => new Date(2026, 10, day, 8) });
    await kept.keep(cleaner);

    day = 29;
    stubFetch(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }));
    await expect(kept.keep(cleaner)).rejects.toThrow();
    expect(await kept.read('t1')).toMatchObject({ title: 'Yesterday' });
  });

  test('a manager keeps nothing and reads nothing', async () => {
    const { fetchFn } = serveDay([task('t1', 'Turnover')]);
    const kept = createTodaysTasks({ dbName: `today-${++dbCount}`, fetchFn });
    expect(await kept.keep(fakePlatform('admin').session)).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
