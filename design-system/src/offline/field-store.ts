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
      // Actions kept before they named their user match no one: they are never sent under a
      // session that may not be theirs.
      transaction.objectStore('queue').createIndex('byUser', 'userId');
    },
  });
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
