/** What the home page lists: the caller's inbox, ranked and scoped by the API. */
export const HOME_TASKS_PATH = '/api/dashboard/items';

/**
 * The element of a page the server drew that carries the inbox's items as it read them: the
 * browser hydrates the list with them rather than read the same items again.
 */
export const DRAWN_ITEMS_ID = 'drawn-inbox-items';
