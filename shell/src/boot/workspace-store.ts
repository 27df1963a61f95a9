import { openDB } from 'idb';
import type { WorkspaceCacheName } from '@staydesk/contracts';
import { WORKSPACE_DATABASE } from './workspace-index';

const ITEMS = 'items';

/** Where the cached data lives: IndexedDB, or memory where IndexedDB is broken or full. */
export interface WorkspaceStore {
  get(name: WorkspaceCacheName): Promise<unknown>;
  /** Whether the data was kept durably, so a later load finds it. */
  put(name: WorkspaceCacheName, data: unknown): Promise<boolean>;
  delete(name: WorkspaceCacheName): Promise<void>;
}

export function memoryStore(): WorkspaceStore {
  const items = new Map<WorkspaceCacheName, unknown>();
  return {
    get: async (name) => items.get(name),
    put: async (name, data) => {
      items.set(name, data);
      return false;
    },
    delete: async (name) => {
      items.delete(name);
    },
  };
}

/**
 * A store that never fails its caller: a read that fails reads nothing (the data is fetched
 * again), and a write that fails (quota exceeded, a broken database) keeps the data in memory
 * for this page and says it was not kept.
 */
export function resilientStore(durable: WorkspaceStore): WorkspaceStore {
  const fallback = memoryStore();
  const warn = (error: unknown) => console.warn('Workspace cache falls back to memory', error);
  return {
    get: (name) =>
      durable.get(name).then(
        async (data) => data ?? fallback.get(name),
        async (error: unknown) => {
          warn(error);
          return fallback.get(name);
        },
      ),
    put: (name, data) =>
      durable.put(name, data).catch((error: unknown) => {
        warn(error);
        return fallback.put(name, data);
      }),
    delete: async (name) => {
      await fallback.delete(name);
      await durable.delete(name).catch(warn);
    },
  };
}

async function indexedDbStore(): Promise<WorkspaceStore> {
  const db = await openDB(WORKSPACE_DATABASE, 1, {
    upgrade: (database) => database.createObjectStore(ITEMS),
  });
  return {
    get: (name) => db.get(ITEMS, name),
    put: async (name, data) => {
      await db.put(ITEMS, data, name);
      return true;
    },
    delete: (name) => db.delete(ITEMS, name),
  };
}

/** The workspace's store; memory alone where IndexedDB cannot be opened. */
export async function openWorkspaceStore(): Promise<WorkspaceStore> {
  try {
    return resilientStore(await indexedDbStore());
  } catch (error) {
    console.warn('IndexedDB is unavailable: the workspace is kept in memory', error);
    return memoryStore();
  }
}
