import type { WorkspaceCacheName } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';

/** Where each cached item comes from. */
export type WorkspaceSources = Record<WorkspaceCacheName, () => Promise<unknown>>;

async function getJson(path: string): Promise<unknown> {
  // On a first visit, the entry's early read of the item.
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The API's snapshots of each item, made for this cache: whole, not paged like the lists. */
export const API_SOURCES: WorkspaceSources = {
  customer: () => getJson('/api/cache/customer'),
  listings: () => getJson('/api/cache/listings'),
  calendar: () => getJson('/api/cache/calendar'),
};
