/**
 * A remote draws a surface of its own on the server at `${origin}${SURFACE_VIEW_ROUTE}<module>`,
 * asked by the shell's edge with the page's location (`?page=/path?query`), the caller's cookies
 * and User-Agent, and the page's CSP nonce in STYLE_NONCE_HEADER. It answers the surface's HTML,
 * or 204 where it has nothing to draw.
 */
export const SURFACE_VIEW_ROUTE = '/server-view/';
export const STYLE_NONCE_HEADER = 'x-style-nonce';

/**
 * The element before the shell's root that holds a surface the server drew. The surface's remote
 * hydrates it (or, when it cannot, replaces it once its own render has its content); it is
 * removed when the surface closes or fails.
 */
export const DRAWN_SURFACE_ID = 'drawn-surface';

/**
 * The stacking layer of the shell's surface slots, which the drawn surface shares: being before
 * the root, it paints under them, so a panel a slot opens over it (a phone's full-width
 * marketplace or issues panel over the task sidebar) is not hidden behind it.
 */
export const SURFACE_SLOT_LAYER = 40;
