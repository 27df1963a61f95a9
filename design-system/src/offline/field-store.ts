import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The phone's store of the field actions taken without a network. The execution view keeps and
 * replays them; the shell reads how many wait before signing out, so the store is described here
 * once, for both.
 */
const FIELD_DATABASE = 'staydesk-field';

export interface KeptFieldAction<Action = unknown> {
  seq: number;
  key: string;
  /** Who took it: only that user's session sends it. */
  userId: string;
  action: Action;
  /** When the provider acted: the server places the transition there. */
  occurredAt: string;
}

/** An action the server refused on replay: shown to its user, never dropped silently. */
export interface FieldRefusal<Action = unknown> {
  entry: KeptFieldAction<Action>;
  message: string;
}

export interface FieldDb<Action = unknown> extends DBSchema {
  /** In the order taken; by user, so each user's actions replay in their own order. */
  queue: { key: number; value: KeptFieldAction<Action>; indexes: { byUser: string } };
  /** Ids the server gave to queued actions, by the action's key and position. */
  refs: { key: string; value: string };
  /** The refusal each user has still to read, by user. */
  refusal: { key: string; value: FieldRefusal<Action> };
}

export function openFieldStore<Action>(
  dbName = FIELD_DATABASE,
): Promise<IDBPDatabase<FieldDb<Action>>> {
  return openDB<FieldDb<Action>>(dbName, 2, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        db.createObjectStore('refs');
        db.createObjectStore('refusal');
      }
      // Actions kept before they named their user are adopted when a view opens (below).
      if (oldVersion < 2) transaction.objectStore('queue').createIndex('byUser', 'userId');
    },
  });
}

/** Where the one refusal was kept before each user had their own. */
const REFUSAL_BEFORE_OWNERS = 'current';

/**
 * Actions kept before each named its user were taken by the provider of the phone then, almost
 * always the one still signed in: the first provider whose view opens adopts them, with the
 * refusal that waited, so that none is lost. A provider who was not theirs is refused them by
 * the server, which the queue shows, as any refusal.
 */
export async function adoptOwnerlessActions<Action>(
  store: IDBPDatabase<FieldDb<Action>>,
  userId: string,
): Promise<void> {
  const tx = store.transaction(['queue', 'refusal'], 'readwrite');
  for (let cursor = await tx.objectStore('queue').openCursor(); cursor;) {
    if (!cursor.value.userId) await cursor.update({ ...cursor.value, userId });
    cursor = await cursor.continue();
  }
  const refusals = tx.objectStore('refusal');
  const refusal = await refusals.get(REFUSAL_BEFORE_OWNERS);
  if (refusal) {
    await refusals.put({ ...refusal, entry: { ...refusal.entry, userId } }, userId);
    await refusals.delete(REFUSAL_BEFORE_OWNERS);
  }
  await tx.done;
}

/** How many of this user's actions wait on the phone to be sent. */
export async function waitingFieldActions(
  userId: string,
  dbName = FIELD_DATABASE,
): Promise<number> {
  const store = await openFieldStore(dbName);
  try {
    return await store.countFromIndex('queue', 'byUser', userId);
  } finally {
    store.close();
  }
}
