/**
 * The service worker's caches of what the signed-in user read: the API's answers (tasks, runs,
 * the session) and the pages the server drew with them. The worker fills them; the page deletes
 * them when the user signs out, so the next user of the phone never sees them.
 */
export const KEPT_READS_CACHE = 'staydesk-api-reads';
export const KEPT_PAGES_CACHE = 'staydesk-pages';
