import {
  CACHE_STATUS_POLL_MS,
  WORKSPACE_CACHES,
  type CacheStatusResponse,
  type CacheTokens,
  type Session,
  type WorkspaceCacheName,
} from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { identificationHeaders } from './client-identification';
import { readWorkspaceIndex, writeWorkspaceIndex, type IndexEntry } from './index-entries';
import { API_SOURCES, type WorkspaceSources } from './workspace-sources';
import { rememberKeptWorkspace } from './kept-workspace';
import { isWorkspaceCached, workspaceOwner } from './workspace-index';
import { openWorkspaceStore, type WorkspaceStore } from './workspace-store';

export type StepState = 'pending' | 'loading' | 'complete' | 'error';
export type StepListener = (name: WorkspaceCacheName, state: StepState) => void;

interface Acknowledgment {
  cache: WorkspaceCacheName;
  token: string;
}

/** Asks the API which cached items changed; the answer also carries the current tokens. */
export type CacheStatusCheck = (
  tokens: Partial<CacheTokens>,
  acknowledgments: Acknowledgment[],
) => Promise<CacheStatusResponse>;

export function apiCacheStatus(session: Session): CacheStatusCheck {
  return async (tokens, acknowledgments) => {
    const response = await apiFetch('/api/cache/status', {
      method: 'POST',
      headers: identificationHeaders(session),
      body: JSON.stringify({ customerId: session.customerId, tokens, acknowledgments }),
    });
    if (!response.ok) throw new Error(`The cache status answered ${response.status}`);
    return (await response.json()) as CacheStatusResponse;
  };
}

const startOfToday = (now: Date) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/**
 * The customer, listings and calendar data kept in the browser. Each item is fetched whole,
 * stored, and noted with the token its answer carries, which the API took before reading the
 * data, so a change made meanwhile shows as a change on the next check.
 */
export class WorkspaceCache {
  /** What is held now, durably or (IndexedDB failing) in memory for this page. */
  private readonly held: Partial<Record<WorkspaceCacheName, IndexEntry>>;
  private acknowledgments: Acknowledgment[] = [];

  constructor(
    private readonly session: Session,
    private readonly store: WorkspaceStore,
    private readonly sources: WorkspaceSources,
    private readonly checkStatus: CacheStatusCheck,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.held = { ...readWorkspaceIndex(session).items };
  }

  /** The items this browser does not hold, or holds from before today. */
  missingOrStale(): WorkspaceCacheName[] {
    const today = startOfToday(this.now());
    return WORKSPACE_CACHES.filter((name) => (this.held[name]?.fetchedAt ?? 0) < today);
  }

  /** The items the index lists whose data the store lost (storage cleared by the browser). */
  async lost(): Promise<WorkspaceCacheName[]> {
    const present = await Promise.all(
      WORKSPACE_CACHES.map(async (name) => (await this.store.get(name)) !== undefined),
    );
    return WORKSPACE_CACHES.filter((name, i) => this.held[name] && !present[i]);
  }

  /** Fetches and keeps the items; reports each step. Resolves with those that failed. */
  async fetch(
    names: readonly WorkspaceCacheName[],
    onStep: StepListener = () => undefined,
  ): Promise<WorkspaceCacheName[]> {
    for (const name of names) onStep(name, 'loading');
    const failed: WorkspaceCacheName[] = [];
    await Promise.all(
      names.map(async (name) => {
        try {
          const { data, token } = await this.sources[name]();
          const durable = await this.store.put(name, data);
          this.hold(name, { token, fetchedAt: this.now().getTime() }, durable);
          onStep(name, 'complete');
        } catch (error) {
          console.warn(`Workspace ${name} data could not be fetched`, error);
          failed.push(name);
          onStep(name, 'error');
        }
      }),
    );
    return failed;
  }

  private hold(name: WorkspaceCacheName, entry: IndexEntry, durable: boolean): void {
    this.held[name] = entry;
    this.acknowledgments.push({ cache: name, token: entry.token });
    const index = readWorkspaceIndex(this.session);
    if (durable) index.items[name] = entry;
    else delete index.items[name];
    writeWorkspaceIndex(index);
  }

  private async forget(name: WorkspaceCacheName): Promise<void> {
    delete this.held[name];
    const index = readWorkspaceIndex(this.session);
    delete index.items[name];
    writeWorkspaceIndex(index);
    await this.store.delete(name);
  }

  /**
   * One cache-status check: the changed items are invalidated and fetched anew, with those
   * from before today. A failed check keeps every item as it is; the next one retries.
   */
  async check(): Promise<void> {
    const tokens = Object.fromEntries(
      WORKSPACE_CACHES.flatMap((name) => {
        const entry = this.held[name];
        return entry ? [[name, entry.token]] : [];
      }),
    );
    const acknowledgments = this.acknowledgments;
    let status: CacheStatusResponse;
    try {
      status = await this.checkStatus(tokens, acknowledgments);
    } catch (error) {
      console.warn('Cache status check failed', error);
      return;
    }
    this.acknowledgments = this.acknowledgments.filter((ack) => !acknowledgments.includes(ack));
    for (const name of status.changes) await this.forget(name);
    const due = new Set([...status.changes, ...this.missingOrStale()]);
    if (due.size > 0) await this.fetch([...due]);
  }

  /** Brings lost and stale items back now, then checks every 60 s. Returns the stop. */
  keepFresh(intervalMs = CACHE_STATUS_POLL_MS): () => void {
    void this.lost().then((lost) => {
      const due = new Set([...lost, ...this.missingOrStale()]);
      if (due.size > 0) void this.fetch([...due]);
    });
    const timer = setInterval(() => void this.check(), intervalMs);
    return () => clearInterval(timer);
  }
}

export async function openWorkspaceCache(session: Session): Promise<WorkspaceCache> {
  return new WorkspaceCache(
    session,
    await openWorkspaceStore(),
    API_SOURCES,
    apiCacheStatus(session),
  );
}

/** Keeps the workspace fresh from now on: the one the boot loader prepared, or the kept one. */
export function keepWorkspaceFresh(session: Session, prepared: WorkspaceCache | null): void {
  // Noted again on each visit: the browser may have travelled, the server's dates follow it.
  if (isWorkspaceCached(session)) rememberKeptWorkspace(workspaceOwner(session));
  (prepared ? Promise.resolve(prepared) : openWorkspaceCache(session)).then(
    (workspace) => workspace.keepFresh(),
    (error: unknown) => console.warn('The workspace cache did not open', error),
  );
}
