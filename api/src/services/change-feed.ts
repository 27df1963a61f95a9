import type { ChangeStream } from 'mongodb';

/** The smallest and largest pause between two reads that came back empty at once. */
const PAUSE_MS = { min: 25, max: 200 };
/** A read that came back empty sooner than this was not held by the server. */
const HELD_MS = 20;
/** After a failed stream, how long before it is opened again. */
const REOPEN_MS = 1_000;

export interface ChangeFeedOptions<Change> {
  /** Opens the driver's change stream on one collection. */
  open(): ChangeStream;
  onChange(change: Change): void;
  /** The stream is established: from now on no change goes unseen. */
  onListening?(): void;
  /** The stream failed (it is reopened): changes may have gone unseen meanwhile. */
  onDown?(): void;
}

export interface ChangeFeed {
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Follows a change stream at a measured pace. A real MongoDB holds each read (getMore) until a
 * change arrives or maxAwaitTimeMS passes, so following costs nothing while nothing happens. A
 * server that answers at once (mongo-java-server) would otherwise be asked again and again in a
 * busy loop, costing a core between them: when a read comes back empty that quickly, the next
 * waits 25 ms, doubling to 200 ms while nothing changes, and back to 25 ms after a change.
 */
export function followChanges<Change>(options: ChangeFeedOptions<Change>): ChangeFeed {
  let stopped = false;
  let stream: ChangeStream | null = null;

  const follow = async () => {
    let pause = PAUSE_MS.min;
    while (!stopped) {
      try {
        const opened = options.open();
        stream = opened;
        let listening = false;
        while (!stopped) {
          const started = Date.now();
          const change = (await opened.tryNext()) as Change | null;
          if (!listening) {
            listening = true;
            options.onListening?.();
          }
          if (change) {
            pause = PAUSE_MS.min;
            options.onChange(change);
          } else if (Date.now() - started < HELD_MS) {
            await sleep(pause);
            pause = Math.min(pause * 2, PAUSE_MS.max);
          }
        }
      } catch {
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
    async stop() {
      stopped = true;
      await stream?.close().catch(() => undefined);
      stream = null;
    },
  };
}
