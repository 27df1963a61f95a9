import type { CacheStatusResponse, Session, WorkspaceCacheName } from '@staydesk/contracts';
import { WorkspaceCache, type CacheStatusCheck } from './workspace-cache';
import { readWorkspaceIndex } from './index-entries';
import { isWorkspaceCached } from './workspace-index';
import type { WorkspaceSources } from './workspace-sources';
import {
  memoryStore,
  openWorkspaceStore,
  resilientStore,
  type WorkspaceStore,
} from './workspace-store';

const session = {
  user: { id: 'u1', email: 'admin@demo.test', name: 'Admin', image: null },
  customerId: 'c1',
  currentRole: 'admin',
} as Session;

const TOKENS = { customer: 'c-1', listings: 'l-1', calendar: 'r-1' };

/** The API's items: each answers its data and the token the server holds for it now. */
function sourcesReturning(
  version: string,
): WorkspaceSources & { calls: string[]; tokens: Record<WorkspaceCacheName, string> } {
  const calls: string[] = [];
  const tokens = { ...TOKENS };
  const source = (name: WorkspaceCacheName) => async () => {
    calls.push(name);
    return { data: { name, version }, token: tokens[name] };
  };
  return {
    calls,
    tokens,
    customer: source('customer'),
    listings: source('listings'),
    calendar: source('calendar'),
  };
}

const answering =
  (response: Partial<CacheStatusResponse>): CacheStatusCheck =>
  async () => ({ tokens: TOKENS, changes: [], ...response });

/** A store in memory that says it keeps what it is given, as IndexedDB does. */
function durableMemoryStore(): WorkspaceStore {
  const store = memoryStore();
  return { ...store, put: async (name, data) => (await store.put(name, data), true) };
}

/** A store that opens but can write nothing, as a full disk or a broken database behaves. */
const quotaFullStore = (): WorkspaceStore => ({
  get: async () => undefined,
  put: async () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  delete: async () => undefined,
});

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the workspace cache', () => {
  it('keeps all three items with their tokens, so the next load opens at once', async () => {
    const cache = new WorkspaceCache(
      session,
      durableMemoryStore(),
      sourcesReturning('v1'),
      answering({}),
    );

    expect(isWorkspaceCached(session)).toBe(false);
    expect(await cache.fetch(['customer', 'listings', 'calendar'])).toEqual([]);

    expect(isWorkspaceCached(session)).toBe(true);
    expect(readWorkspaceIndex(session).items.listings?.token).toBe('l-1');
    expect(isWorkspaceCached({ ...session, user: { ...session.user, id: 'u2' } })).toBe(false);
  });

  it('keeps each item with the token of its own answer, without asking for the status', async () => {
    let checks = 0;
    const sources = sourcesReturning('v1');
    sources.tokens.calendar = 'r-7';
    const cache = new WorkspaceCache(session, durableMemoryStore(), sources, async () => {
      checks += 1;
      return { tokens: TOKENS, changes: [] };
    });

    expect(await cache.fetch(['customer', 'listings', 'calendar'])).toEqual([]);

    expect(checks).toBe(0);
    expect(readWorkspaceIndex(session).items.calendar?.token).toBe('r-7');
  });

  it('falls back to memory where IndexedDB is missing: the data is there, nothing claims it is kept', async () => {
    const store = await openWorkspaceStore();
    const cache = new WorkspaceCache(session, store, sourcesReturning('v1'), answering({}));

    expect(await cache.fetch(['customer', 'listings', 'calendar'])).toEqual([]);

    expect(await store.get('listings')).toEqual({ name: 'listings', version: 'v1' });
    expect(isWorkspaceCached(session)).toBe(false);
  });

  it('keeps the data in memory when IndexedDB is full', async () => {
    const store = resilientStore(quotaFullStore());
    const cache = new WorkspaceCache(session, store, sourcesReturning('v1'), answering({}));

    expect(await cache.fetch(['calendar'])).toEqual([]);

    expect(await store.get('calendar')).toEqual({ name: 'calendar', version: 'v1' });
    expect(readWorkspaceIndex(session).items.calendar).toBeUndefined();
  });

  it('invalidates and refetches what the cache status reports changed, and acknowledges it', async () => {
    const store = memoryStore();
    const sources = sourcesReturning('v1');
    const seen: unknown[] = [];
    const check: CacheStatusCheck = async (tokens, acknowledgments) => {
      seen.push({ tokens, acknowledgments });
      return { tokens: { ...TOKENS, listings: 'l-2' }, changes: ['listings'] };
    };
    const cache = new WorkspaceCache(session, store, sources, check);
    await cache.fetch(['customer', 'listings', 'calendar']);
    sources.calls.length = 0;
    sources.tokens.listings = 'l-2';

    await cache.check();
    await cache.check();

    expect(sources.calls).toEqual(['listings', 'listings']);
    expect(seen[1]).toEqual({
      tokens: { ...TOKENS, listings: 'l-2' },
      acknowledgments: [{ cache: 'listings', token: 'l-2' }],
    });
  });

  it('keeps the cached data when the cache status check fails, and retries on the next', async () => {
    const store = memoryStore();
    const sources = sourcesReturning('v1');
    let fail = true;
    const check: CacheStatusCheck = async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { tokens: { ...TOKENS, calendar: 'r-2' }, changes: ['calendar'] };
    };
    const cache = new WorkspaceCache(session, store, sources, check);
    await cache.fetch(['customer', 'listings', 'calendar']);
    sources.calls.length = 0;
    sources.tokens.calendar = 'r-2';

    await cache.check();
    expect(await store.get('calendar')).toEqual({ name: 'calendar', version: 'v1' });
    expect(sources.calls).toEqual([]);

    fail = false;
    await cache.check();
    expect(sources.calls).toEqual(['calendar']);
  });

  it('refreshes an item fetched before today', async () => {
    let now = new Date(2026, 10, 23, 23, 50);
    const sources = sourcesReturning('v1');
    const cache = new WorkspaceCache(session, memoryStore(), sources, answering({}), () => now);
    await cache.fetch(['customer', 'listings', 'calendar']);
    expect(cache.missingOrStale()).toEqual([]);

    now = new Date(2026, 10, 24, 0, 5);
    expect(cache.missingOrStale()).toEqual(['customer', 'listings', 'calendar']);
  });
});
