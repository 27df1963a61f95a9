import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';
import { takeEarlyResponse } from '../scheduling/early-responses';
import { fetchInOwnTask } from '../scheduling/own-task';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** The same-origin path and query a request is for, as the entry's early reads are keyed. */
function pathOf(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : input, location.href);
  return url.pathname + url.search;
}

/**
 * fetch for the platform's API: same-origin with the session cookie, JSON by default, and the
 * CSRF token echoed on every mutating request (double-submit, checked by the API). A GET the
 * shell's entry sent early (the home inbox, the workspace's items, the task a link opens) is
 * answered from there, once, whichever build asks; if that early request failed, it is sent
 * again now.
 */
export async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
  const early = method === 'GET' ? takeEarlyResponse(pathOf(input)) : undefined;
  if (early) return early.catch(() => apiFetch(input, init));
  const headers = new Headers(init.headers ?? request?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (!SAFE_METHODS.has(method)) {
    // Any API response issues the token; a page that has not talked to the API yet asks once.
    if (!readCookie(CSRF_COOKIE)) await fetch('/api/auth/csrf', { credentials: 'same-origin' });
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  // Each request starts in a task of its own (see fetchInOwnTask).
  if (request)
    return fetchInOwnTask(
      new Request(request, { ...init, method, headers, credentials: 'same-origin' }),
    );
  return fetchInOwnTask(input, { ...init, method, headers, credentials: 'same-origin' });
}
