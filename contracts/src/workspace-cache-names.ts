/** The data the workspace keeps in the browser, in the order the boot loader lists them. */
export const WORKSPACE_CACHES = ['customer', 'listings', 'calendar'] as const;
export type WorkspaceCacheName = (typeof WORKSPACE_CACHES)[number];
