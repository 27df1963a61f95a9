/**
 * Data older than this is refetched when the sidebar opens or a page scrolls back into view
 * (spec: shell §9, notification refresh staleness 30 s). In seconds, as RTK Query takes it.
 */
export const STALE_AFTER_SECONDS = 30;
