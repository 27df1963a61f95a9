import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/**
 * fetch for the platform's API: same-origin with the session cookie, JSON by default, and the
 * CSRF token echoed on every mutating request (double-submit, checked by the API).
 */
export async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
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
  if (request)
    return fetch(new Request(request, { ...init, method, headers, credentials: 'same-origin' }));
  return fetch(input, { ...init, method, headers, credentials: 'same-origin' });
}
