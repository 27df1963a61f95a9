import { runInThisContext } from 'node:vm';

/**
 * jsdom has no fetch, Request or Response, and RTK Query's Request only accepts Node's own
 * AbortSignal: borrow them all from Node's realm, resolving relative URLs like a browser does.
 */
export function installFetchGlobals(): void {
  const node = runInThisContext('globalThis') as typeof globalThis;
  class PageRequest extends node.Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  Object.assign(globalThis, {
    Request: PageRequest,
    Response: node.Response,
    Headers: node.Headers,
    AbortController: node.AbortController,
    AbortSignal: node.AbortSignal,
  });
}
