import type { Session, WorkspaceCacheName } from '@staydesk/contracts';

/**
 * The index of the workspace cache, in local storage: whose data the browser holds and, per
 * item, its token and when it was fetched. The data itself lives in IndexedDB; this index is
 * read synchronously, so deciding whether the shell can open at once costs the first paint
 * nothing (IndexedDB and its wrapper load after it).
 */
const INDEX_KEY = 'staydesk.workspaceCache';
export const WORKSPACE_DATABASE = 'staydesk-workspace';
/** Noted on the page once the workspace is ready to use (the bench reads it). */
export const WORKSPACE_READY_MARK = 'workspace-ready';
/** Spelled out (not read from contracts) to keep the chunk that decides free of anything else. */
const CACHED_ITEMS: readonly WorkspaceCacheName[] = ['customer', 'listings', 'calendar'];

export interface IndexEntry {
  token: string;
  fetchedAt: number;
}

export interface WorkspaceIndex {
  /** The user and customer the data belongs to. */
  owner: string;
  items: Partial<Record<WorkspaceCacheName, IndexEntry>>;
}

const ownerOf = (session: Session) => `${session.user.id}:${session.customerId}`;

/** The index of this session's data: empty when none is kept, or it belongs to someone else. */
export function readWorkspaceIndex(session: Session): WorkspaceIndex {
  const empty = { owner: ownerOf(session), items: {} };
  try {
    const stored = JSON.parse(localStorage.getItem(INDEX_KEY) ?? 'null') as WorkspaceIndex | null;
    return stored?.owner === empty.owner && stored.items ? stored : empty;
  } catch {
    return empty;
  }
}

export function writeWorkspaceIndex(index: WorkspaceIndex): void {
  try {
    localStorage.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // Storage full or refused: the next load boots with the loader again, nothing worse.
  }
}

/** All three items are kept for this session's user and customer: the shell opens at once. */
export const isWorkspaceCached = (session: Session) => {
  const { items } = readWorkspaceIndex(session);
  return CACHED_ITEMS.every((name) => items[name]);
};

/** Forgets the index and the data (signing out). */
export function clearWorkspaceCache(): void {
  try {
    localStorage.removeItem(INDEX_KEY);
    indexedDB.deleteDatabase(WORKSPACE_DATABASE);
  } catch {
    // No storage to clear.
  }
}
