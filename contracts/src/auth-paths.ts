// Alone in their module, without schemas: the shell's entry and its edge server read them, and
// would otherwise take the invitation page's messages and rules with them.

/** The HttpOnly cookie that carries a signed-in browser's session token. */
export const SESSION_COOKIE = 'sid';

export const SIGN_IN_PATH = '/auth/signin';

/** The shell's page an invitation link opens; its path keeps it outside the chrome. */
export const INVITATION_PATH = '/auth/invitation';

/** Where the sign-in pages and the invitation page are: every other page needs a session. */
export const AUTH_PAGES_PREFIX = '/auth';

export const needsSession = (pathname: string): boolean => !pathname.startsWith(AUTH_PAGES_PREFIX);

/** The sign-in page, told to come back to this location afterwards (the home page needs no word). */
export const signInLocation = (pathname: string, search: string): string =>
  pathname + search === '/'
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`;
