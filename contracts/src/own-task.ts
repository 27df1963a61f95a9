// Nothing else here: the shell's entry and every remote's API client read this module.

const pending: Array<() => void> = [];
let port: MessagePort | undefined;

/**
 * Runs `start` in a task of its own, after those already queued here: a request's start. The
 * browser's work to start one (its fetch, the network bookkeeping) was done inside whatever asked
 * (the entry's evaluation, a React render, a store's thunk), and several in one task made it a
 * long one on a phone's CPU. A message posted to a channel, not a timer: timers in a hidden tab
 * wait up to a second, and a page opened in the background must still load. Where there is no
 * channel (a test's DOM) it runs at once.
 */
export function startInOwnTask(start: () => void): void {
  if (typeof globalThis.MessageChannel !== 'function') return start();
  if (!port) {
    const channel = new globalThis.MessageChannel();
    channel.port1.onmessage = () => pending.shift()?.();
    // In Node (the server's drawings), a listening port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
    port = channel.port2;
  }
  pending.push(start);
  port.postMessage(null);
}

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
