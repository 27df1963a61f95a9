/** What the home page lists: the caller's inbox, ranked and scoped by the API. */
export const HOME_TASKS_PATH = '/api/dashboard/items';
