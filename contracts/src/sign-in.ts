// Alone in its module, without schemas: the shell's entry and its edge server read it.

/** The HttpOnly cookie that carries a signed-in browser's session token. */
export const SESSION_COOKIE = 'sid';

export const SIGN_IN_PATH = '/auth/signin';

/** The sign-in pages and the invitation page: every other page of the shell needs a session. */
export const needsSession = (pathname: string): boolean => !pathname.startsWith('/auth');

/** The sign-in page, told to come back to this location afterwards (the home page needs no word). */
export function signInLocation(pathname: string, search: string): string {
  const next = `${pathname}${search}`;
  return next === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
