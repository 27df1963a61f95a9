import {
  adoptOwnerlessActions,
  openFieldStore,
  type FieldDb,
  type FieldRefusal,
  type KeptFieldAction,
} from '@staydesk/design-system/offline';
import type { IDBPDatabase } from 'idb';
import type { FieldAction } from '../execution/field-action';

/**
 * The field actions taken without a network, kept in IndexedDB in the order they were taken and
 * sent again in that order, each under the key it was given when it was taken, so that a replay
 * after a crash or a reload doubles nothing on the server. Each belongs to the user who took it:
 * only that user's session sends it, whoever else signs in on the phone meanwhile.
 */
export type QueuedAction = KeptFieldAction<FieldAction>;

/** An action the server refused on replay: shown to the provider, never dropped silently. */
export type Refusal = FieldRefusal<FieldAction>;

/** What sending an action gave back: the ids later queued actions may stand in for. */
export interface SentResult {
  breakId: string | null;
  attachmentIds: readonly string[];
}

/** Why a send failed: no network (kept, sent again later) or a refusal (the queue stops). */
export type SendFailure = { kind: 'network' } | { kind: 'refused'; message: string };

export class SendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.kind === 'refused' ? failure.message : 'No network');
  }
}

export type Send = (action: FieldAction, key: string, occurredAt: string) => Promise<SentResult>;

export interface QueueSnapshot {
  waiting: number;
  refusal: Refusal | null;
  replaying: boolean;
}

const REF_PREFIX = 'queued:';

/** The id a queued action's result goes by until the server has given it its own. */
export const queuedRef = (key: string, index = 0) => `${REF_PREFIX}${key}:${index}`;

async function resolveRefs<T>(value: T, lookup: (ref: string) => Promise<string | undefined>) {
  const walk = async (node: unknown): Promise<unknown> => {
    if (typeof node === 'string' && node.startsWith(REF_PREFIX)) {
      const id = await lookup(node);
      if (!id) throw new SendError({ kind: 'refused', message: 'An earlier change was not kept' });
      return id;
    }
    // Files and blobs travel as they are.
    if (node instanceof Blob) return node;
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (node && typeof node === 'object') {
      const entries = await Promise.all(
        Object.entries(node).map(async ([name, inner]) => [name, await walk(inner)] as const),
      );
      return Object.fromEntries(entries);
    }
    return node;
  };
  return (await walk(value)) as T;
}

/** The signed-in user's part of the phone's queue. */
export interface OfflineQueue {
  readonly userId: string;
  enqueue(action: FieldAction, key: string, occurredAt?: string): Promise<QueuedAction>;
  entries(): Promise<QueuedAction[]>;
  /** Sends this user's waiting actions in order; stops at the first that fails. */
  replay(): Promise<QueueSnapshot>;
  /** The provider has read the refusal: the rest of the queue may go on. */
  acknowledgeRefusal(): Promise<QueueSnapshot>;
  snapshot(): QueueSnapshot;
  subscribe(listener: (snapshot: QueueSnapshot) => void): () => void;
}

export function createOfflineQueue(send: Send, userId: string, dbName?: string): OfflineQueue {
  let db: Promise<IDBPDatabase<FieldDb<FieldAction>>> | null = null;
  const open = () =>
    (db ??= openFieldStore<FieldAction>(dbName).then(async (store) => {
      await adoptOwnerlessActions(store, userId);
      return store;
    }));
  let state: QueueSnapshot = { waiting: 0, refusal: null, replaying: false };
  const listeners = new Set<(snapshot: QueueSnapshot) => void>();
  let running: Promise<QueueSnapshot> | null = null;

  const publish = (next: Partial<QueueSnapshot>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
    return state;
  };
  const refresh = async () => {
    const store = await open();
    const [waiting, refusal] = await Promise.all([
      store.countFromIndex('queue', 'byUser', userId),
      store.get('refusal', userId),
    ]);
    return publish({ waiting, refusal: refusal ?? null });
  };

  async function drain(): Promise<QueueSnapshot> {
    const store = await open();
    publish({ replaying: true });
    try {
      for (;;) {
        if (await store.get('refusal', userId)) break;
        const cursor = await store.transaction('queue').store.index('byUser').openCursor(userId);
        const entry = cursor?.value;
        if (!entry) break;
        try {
          const action = await resolveRefs(entry.action, (ref) => store.get('refs', ref));
          const result = await send(action, entry.key, entry.occurredAt);
          const tx = store.transaction(['queue', 'refs'], 'readwrite');
          const ids = result.breakId ? [result.breakId] : result.attachmentIds;
          await Promise.all([
            ...ids.map((id, index) => tx.objectStore('refs').put(id, queuedRef(entry.key, index))),
            tx.objectStore('queue').delete(entry.seq),
            tx.done,
          ]);
        } catch (error) {
          if (!(error instanceof SendError) || error.failure.kind === 'network') break;
          // The refused action leaves the queue to be shown; the ones after it stay.
          const tx = store.transaction(['queue', 'refusal'], 'readwrite');
          await Promise.all([
            tx.objectStore('queue').delete(entry.seq),
            tx.objectStore('refusal').put({ entry, message: error.failure.message }, userId),
            tx.done,
          ]);
          break;
        }
        await refresh();
      }
    } finally {
      publish({ replaying: false });
    }
    return refresh();
  }

  return {
    userId,
    async enqueue(action, key, occurredAt = new Date().toISOString()) {
      const store = await open();
      const tx = store.transaction('queue', 'readwrite');
      const last = (await tx.store.index('byUser').openCursor(userId, 'prev'))?.value;
      // The timer's figures replace the previous ones still waiting: only the newest counts.
      if (
        action.kind === 'sync' &&
        last?.action.kind === 'sync' &&
        last.action.taskId === action.taskId
      ) {
        await tx.store.delete(last.seq);
      }
      const seq = await tx.store.add({ key, userId, action, occurredAt } as QueuedAction);
      await tx.done;
      await refresh();
      return { seq, key, userId, action, occurredAt };
    },
    async entries() {
      return (await open()).getAllFromIndex('queue', 'byUser', userId);
    },
    replay() {
      running ??= drain()
        .catch(() => state)
        .finally(() => {
          running = null;
        });
      return running;
    },
    async acknowledgeRefusal() {
      await (await open()).delete('refusal', userId);
      await refresh();
      return this.replay();
    },
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      // A browser without IndexedDB (a private window) keeps nothing: nothing waits either.
      refresh().catch(() => undefined);
      return () => listeners.delete(listener);
    },
  };
}
