import type { WorkspaceCacheName } from './workspace-cache-names';

// A module of their own: the shell's entry reads the names, and none of the rest.
export { WORKSPACE_CACHES, type WorkspaceCacheName } from './workspace-cache-names';

export const WORKSPACE_CACHE_LABELS: Record<WorkspaceCacheName, string> = {
  customer: 'Customer Data',
  listings: 'Listings Data',
  calendar: 'Calendar Data',
};

export const WORKSPACE_CACHE_ERRORS: Record<WorkspaceCacheName, string> = {
  customer: 'Failed to fetch customer data',
  listings: 'Failed to fetch listings data',
  calendar: 'Failed to fetch calendar data',
};

export const BOOT_TITLE = 'Preparing your workspace...';
export const BOOT_READY_TITLE = 'Ready!';

export const CACHE_STATUS_POLL_MS = 60_000;

/** Opaque tokens: one differs from the last exactly when that data changed. */
export type CacheTokens = Record<WorkspaceCacheName, string>;

/**
 * The token of a cached item, on the item's own answer: taken before its data was read, so a
 * change made meanwhile shows as a change on the next status check.
 */
export const CACHE_TOKEN_HEADER = 'x-cache-token';

/** The client identification headers sent with every cache-status poll. */
export const CLIENT_IDENTIFICATION_HEADERS = {
  clientId: 'x-client-id',
  platform: 'x-client-platform',
  device: 'x-client-device',
  browser: 'x-client-browser',
  operatingSystem: 'x-client-os',
  resolution: 'x-client-resolution',
  timezone: 'x-client-timezone',
  language: 'x-client-language',
  customerId: 'x-customer-id',
  userId: 'x-user-id',
  userEmail: 'x-user-email',
  userName: 'x-user-name',
  role: 'x-user-role',
} as const;
export type ClientIdentification = Record<keyof typeof CLIENT_IDENTIFICATION_HEADERS, string>;

/** The calendar the workspace keeps: stays not yet over that begin within this many days. */
export const WORKSPACE_CALENDAR_DAYS = 90;
