// Nothing else here: the shell's entry and every build's API client read this module.

/**
 * Where the webpack runtime of every build on a page keeps the page's one queue of request
 * starts (tools/src/webpack/request-starts-plugin.ts): the first runtime to run creates it.
 */
export const REQUEST_STARTS_GLOBAL = '__staydeskStartInOwnTask';

type StartInOwnTask = (start: () => void) => void;

/**
 * Runs `start`, a request's start, in a task of its own after those already queued, through the
 * page's queue (see REQUEST_STARTS_GLOBAL and decision 33). Without one (the server's drawings,
 * a test's DOM) it runs at once.
 */
export function startInOwnTask(start: () => void): void {
  const queue = pageQueue();
  if (queue) queue(start);
  else start();
}

const pageQueue = () =>
  (globalThis as { [REQUEST_STARTS_GLOBAL]?: StartInOwnTask })[REQUEST_STARTS_GLOBAL];

/**
 * Resolves in a task of its own, so the browser can handle input and paint before the work that
 * awaits it: through the page's queue, whose posted messages a hidden tab does not hold back as
 * it does timers (up to a second each), or a timer's turn without one (a test's DOM).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const queue = pageQueue();
    if (queue) queue(resolve);
    else setTimeout(resolve, 0);
  });

/** `fetch`, started in a task of its own (`startInOwnTask`). */
export const fetchInOwnTask = (...args: Parameters<typeof fetch>): Promise<Response> =>
  new Promise((resolve, reject) =>
    startInOwnTask(() => {
      try {
        resolve(fetch(...args));
      } catch (error) {
        reject(error);
      }
    }),
  );
