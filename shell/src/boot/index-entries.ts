import { WORKSPACE_CACHES, type Session, type WorkspaceCacheName } from '@staydesk/contracts';
import { forgetKeptWorkspace, rememberKeptWorkspace } from './kept-workspace';
import { COMPLETE_KEY, INDEX_KEY, workspaceOwner } from './workspace-index';

/** One cached item as the index notes it. */
export interface IndexEntry {
  token: string;
  fetchedAt: number;
}

export interface WorkspaceIndex {
  owner: string;
  items: Partial<Record<WorkspaceCacheName, IndexEntry>>;
}

/** The index of this session's data: empty when none is kept, or it belongs to someone else. */
export function readWorkspaceIndex(session: Session): WorkspaceIndex {
  const empty = { owner: workspaceOwner(session), items: {} };
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
    if (WORKSPACE_CACHES.every((name) => index.items[name])) {
      localStorage.setItem(COMPLETE_KEY, index.owner);
      rememberKeptWorkspace(index.owner);
    } else {
      localStorage.removeItem(COMPLETE_KEY);
      forgetKeptWorkspace();
    }
  } catch {
    // Storage full or refused: the next load boots with the loader again, nothing worse.
  }
}
