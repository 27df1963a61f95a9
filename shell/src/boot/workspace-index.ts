import { readSurfaces, type Session } from '@staydesk/contracts';

/**
 * The index of the workspace cache, in local storage: whose data the browser holds and, per
 * item, its token and when it was fetched. The data itself lives in IndexedDB; this index is
 * read synchronously, so deciding whether the shell can open at once costs the first paint
 * nothing (IndexedDB and its wrapper load after it).
 */
export const INDEX_KEY = 'staydesk.workspaceCache';
export const WORKSPACE_DATABASE = 'staydesk-workspace';
/**
 * Set to the owner once all three items are kept durably, removed when one is not: deciding
 * whether the shell opens at once is one read, without parsing the index.
 */
export const COMPLETE_KEY = 'staydesk.workspaceComplete';

/** Whose data the index describes: the user, for the customer they act for. */
export const workspaceOwner = (session: Session) => `${session.user.id}:${session.customerId}`;

/** All three items are kept for this session's user and customer: the shell opens at once. */
export function isWorkspaceCached(session: Session): boolean {
  try {
    return localStorage.getItem(COMPLETE_KEY) === workspaceOwner(session);
  } catch {
    return false;
  }
}

/**
 * The page opens under the execution view, which covers the chrome and needs none of the
 * workspace: a field worker following a task's link sees the task at once, and the workspace is
 * fetched behind it (decision 58). Read by the edge and the browser alike.
 */
export const opensWithoutBootLoader = (search: string): boolean => readSurfaces(search).execution;

/** Forgets the index and the data (signing out). */
export function clearWorkspaceCache(): void {
  try {
    localStorage.removeItem(INDEX_KEY);
    localStorage.removeItem(COMPLETE_KEY);
    indexedDB.deleteDatabase(WORKSPACE_DATABASE);
  } catch {
    // No storage to clear.
  }
}
