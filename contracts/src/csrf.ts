/** Name of the readable cookie that carries the CSRF token the client echoes in a header. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
