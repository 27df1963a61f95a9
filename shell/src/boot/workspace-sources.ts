import { CACHE_TOKEN_HEADER, type WorkspaceCacheName } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';

/** A cached item as the API answers it: its data, and the token taken before it was read. */
export interface SourcedItem {
  data: unknown;
  token: string;
}

/** Where each cached item comes from. */
export type WorkspaceSources = Record<WorkspaceCacheName, () => Promise<SourcedItem>>;

async function getItem(path: string): Promise<SourcedItem> {
  // On a first visit, the entry's early read of the item.
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  // Without a token the next status check finds the item changed and fetches it again.
  return { data: await response.json(), token: response.headers.get(CACHE_TOKEN_HEADER) ?? '' };
}

/** The API's snapshots of each item, made for this cache: whole, not paged like the lists. */
export const API_SOURCES: WorkspaceSources = {
  customer: () => getItem('/api/cache/customer'),
  listings: () => getItem('/api/cache/listings'),
  calendar: () => getItem('/api/cache/calendar'),
};
