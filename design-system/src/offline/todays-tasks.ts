import { isServiceProvider, taskPageSchema, type Session, type Task } from '@staydesk/contracts';
import { apiFetch, taskOf } from '@staydesk/design-system/platform';
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The provider's tasks due today, each as its whole read (listing, address, access details,
 * checklist, instructions), kept in IndexedDB so a task never opened online still opens in a
 * basement. Kept once a day per provider; the new day's tasks replace the day before's.
 */
interface TodayDb extends DBSchema {
  tasks: { key: string; value: Task };
  kept: { key: string; value: KeptDay };
}

interface KeptDay {
  userId: string;
  /** The provider's local day, yyyy-MM-dd. */
  day: string;
}

export interface TodaysTasks {
  /** Keeps today's tasks unless this provider's are kept already; answers how many it kept. */
  keep(session: Session): Promise<number | null>;
  read(taskId: string): Promise<Task | undefined>;
  /** Deletes the kept day, once any keeping under way has ended (signing out). */
  forget(): Promise<void>;
}

const KEPT_KEY = 'current';

/** The provider's local day: its first and last instants, and its name. */
function localDay(at: Date) {
  const from = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const to = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  to.setMilliseconds(-1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    from,
    to,
    name: `${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}`,
  };
}
/** The list route's largest page: a field day holds far fewer tasks. */
const PAGE = 200;

async function readJson(fetchFn: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * One keeping at a time on the phone: the shell and the execution view, each with its own copy
 * of this module, both ask when the app opens on the view; the second finds the day kept.
 */
const oneAtATime = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request(name, work)
    : work();

export function createTodaysTasks({
  dbName = 'staydesk-today',
  fetchFn = apiFetch,
  now = () => new Date(),
}: { dbName?: string; fetchFn?: typeof fetch; now?: () => Date } = {}): TodaysTasks {
  let db: Promise<IDBPDatabase<TodayDb>> | null = null;
  const open = () =>
    (db ??= openDB<TodayDb>(dbName, 1, {
      upgrade(upgrade) {
        upgrade.createObjectStore('tasks', { keyPath: 'id' });
        upgrade.createObjectStore('kept');
      },
      // Another copy of this store (the other app on the page, another tab) deletes the day:
      // this one lets go, and opens it afresh when next asked.
      blocking(_version, _blockedVersion, event) {
        (event.target as IDBDatabase).close();
        db = null;
      },
    }));
  const lock = `${dbName}:keep`;

  async function fetchToday(day: ReturnType<typeof localDay>): Promise<Task[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({
        assignee: 'me',
        dueFrom: day.from.toISOString(),
        dueTo: day.to.toISOString(),
        limit: String(PAGE),
      });
      if (cursor) params.set('cursor', cursor);
      const page = taskPageSchema.parse(await readJson(fetchFn, `/api/tasks?${params}`));
      ids.push(...page.tasks.map((task) => task.id));
      cursor = page.nextCursor;
    } while (cursor);
    // The list's rows may be trimmed; the detail read is the one the view shows.
    return Promise.all(
      ids.map(async (id) =>
        taskOf(await readJson(fetchFn, `/api/tasks?taskId=${encodeURIComponent(id)}`)),
      ),
    );
  }

  async function keepDay(kept: KeptDay, today: ReturnType<typeof localDay>) {
    const store = await open();
    const last = await store.get('kept', KEPT_KEY);
    if (last?.userId === kept.userId && last.day === kept.day) return null;
    // Every read first: a day fetched halfway keeps the day before rather than half of today.
    const tasks = await fetchToday(today);
    const tx = store.transaction(['tasks', 'kept'], 'readwrite');
    await Promise.all([
      tx.objectStore('tasks').clear(),
      ...tasks.map((task) => tx.objectStore('tasks').put(task)),
      tx.objectStore('kept').put(kept, KEPT_KEY),
      tx.done,
    ]);
    return tasks.length;
  }

  return {
    keep(session) {
      if (!isServiceProvider(session.currentRole)) return Promise.resolve(null);
      const today = localDay(now());
      const kept: KeptDay = { userId: session.user.id, day: today.name };
      return oneAtATime(lock, () => keepDay(kept, today));
    },
    async read(taskId) {
      return (await open()).get('tasks', taskId);
    },
    forget() {
      // Under the keeping's lock: a day being kept is not written back after it is deleted.
      return oneAtATime(lock, async () => {
        const opened = db;
        db = null;
        (await opened?.catch(() => null))?.close();
        await deleteDB(dbName);
      });
    },
  };
}

let shared: TodaysTasks | null = null;

/** The phone's one store of today's tasks. */
export const todaysTasks = (): TodaysTasks => (shared ??= createTodaysTasks());
