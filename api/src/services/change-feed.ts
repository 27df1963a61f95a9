import type { ChangeStream, Collection } from 'mongodb';

/**
 * The pauses between two reads that came back empty at once: the shortest after a change,
 * doubling to the longest while someone waits on the feed. Once nobody does, the feed reads
 * again only when woken.
 */
export const PAUSE_MS = { min: 25, busy: 200 };
/**
 * How long a real MongoDB holds a read (getMore) when nothing changes: one command per wait
 * and per feed while idle; a change ends the wait at once.
 */
export const HELD_READ_MS = 30_000;
/** After a failed stream, how long before it is opened again. */
const REOPEN_MS = 1_000;

export interface ChangeFeedOptions<Change> {
  /** The collection whose changes are followed. */
  collection: Collection;
  onChange(change: Change): void;
  /** The stream is established: from now on no change goes unseen. */
  onListening?(): void;
  /** The stream failed (it is reopened): changes may have gone unseen meanwhile. */
  onDown?(): void;
  /** Whether someone in this process waits on the feed's changes now (an open event stream). */
  busy?(): boolean;
}

export interface ChangeFeed {
  /**
   * Reads at once and restarts from the shortest pause: this process just wrote a change the
   * feed carries, or someone started waiting on it.
   */
  wake(): void;
  /** Every change made before this time (ms since the epoch) has been seen; 0 if not known. */
  caughtUpTo(): number;
  stop(): Promise<void>;
}

/**
 * Follows a change stream at a measured pace. A real MongoDB holds each read until a change
 * arrives or HELD_READ_MS passes, so following costs one command per wait. A server that
 * answers at once (mongo-java-server, which also scans its whole oplog per read) would be
 * asked again and again in a busy loop: there an empty read is followed by a pause, 25 ms
 * doubling to 200 ms while the feed is busy; while nobody waits on it, the feed does not read
 * until woken. A change or a wake-up brings it back to 25 ms.
 */
export function followChanges<Change>(options: ChangeFeedOptions<Change>): ChangeFeed {
  let stopped = false;
  let stream: ChangeStream | null = null;
  /** Start of the read in progress, if any. */
  let readingSince: number | null = null;
  /** Start of the last read that came back empty: everything before it was seen. */
  let emptyReadStartedAt = 0;
  /** Whether the server holds empty reads (real MongoDB) rather than answering at once. */
  let readsAreHeld = false;
  let pause: number | null = PAUSE_MS.min;
  /** A wake-up came while a read was in progress: read again without a pause. */
  let wokenWhileReading = false;
  let endSleep: (() => void) | null = null;

  /** Resolves after `ms`, or when woken (or stopped) and only then when `ms` is null. */
  const sleep = (ms: number | null) =>
    new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => endSleep?.(), ms).unref();
      endSleep = () => {
        clearTimeout(timer);
        endSleep = null;
        resolve();
      };
    });

  /** The pause after this one, null for none until woken (a wake-up resets it to 25 ms). */
  const pauseAfter = (ms: number | null): number | null => {
    if (ms === null) return null;
    if (options.busy?.() ?? false) return Math.min(ms * 2, PAUSE_MS.busy);
    return ms >= PAUSE_MS.busy ? null : ms * 2;
  };

  const follow = async () => {
    while (!stopped) {
      try {
        const opened = options.collection.watch([], { maxAwaitTimeMS: HELD_READ_MS });
        stream = opened;
        let listening = false;
        while (!stopped) {
          const started = Date.now();
          readingSince = started;
          wokenWhileReading = false;
          const change = (await opened.tryNext()) as Change | null;
          readingSince = null;
          if (!listening) {
            listening = true;
            options.onListening?.();
          }
          if (change) {
            pause = PAUSE_MS.min;
            options.onChange(change);
            continue;
          }
          emptyReadStartedAt = started;
          // A held read lasts about the whole wait; a server that held one holds them all.
          readsAreHeld ||= Date.now() - started >= HELD_READ_MS / 2;
          if (readsAreHeld || wokenWhileReading) continue;
          const current = pause;
          pause = pauseAfter(current);
          await sleep(current);
        }
      } catch {
        readingSince = null;
        emptyReadStartedAt = 0;
        if (stopped) break;
        options.onDown?.();
        await stream?.close().catch(() => undefined);
        stream = null;
        await sleep(REOPEN_MS);
      }
    }
  };
  void follow();

  return {
    wake() {
      pause = PAUSE_MS.min;
      if (readingSince !== null) wokenWhileReading = true;
      endSleep?.();
    },
    caughtUpTo() {
      // A held read in progress delivers any change the moment it is made.
      if (readsAreHeld && readingSince !== null) return Date.now();
      return emptyReadStartedAt;
    },
    async stop() {
      stopped = true;
      endSleep?.();
      await stream?.close().catch(() => undefined);
      stream = null;
    },
  };
}
