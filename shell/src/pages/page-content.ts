let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** How long what is not the page's content waits for it at most, should it never come. */
const MAX_WAIT_MS = 3_000;

/** The page's own content is on screen (or has given up: an error shows instead). */
export const pageContentShown = (): void => markShown();

/**
 * Settles once the page's content is on screen, so that what is not part of it (the header's
 * bell) does not share a phone's first seconds of bandwidth and main thread with it. Only the
 * home page's inbox waits to be shown; every other page settles this as it renders.
 */
export const afterPageContent = (): Promise<void> =>
  Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
