import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@staydesk/contracts';

/** A signed-in caller as a client outside the browser sends it. */
export interface ApiSession {
  sid: string;
  csrf: string;
  /** The Cookie header: the session and the CSRF cookie. */
  cookie: string;
  /** Headers for any request, mutating ones included (cookie and the echoed CSRF token). */
  headers: Record<string, string>;
}

const cookieValue = (response: Response, name: string): string | undefined => {
  for (const line of response.headers.getSetCookie()) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
};

/** Fetches the CSRF cookie, then signs in; throws when the API refuses. */
export async function signIn(base: string, email: string, password: string): Promise<ApiSession> {
  const csrf = cookieValue(await fetch(`${base}/api/auth/csrf`), CSRF_COOKIE);
  if (!csrf) throw new Error(`${base} issued no CSRF cookie`);
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
      cookie: `${CSRF_COOKIE}=${csrf}`,
    },
    body: JSON.stringify({ email, password }),
  });
  const sid = cookieValue(response, SESSION_COOKIE);
  if (!response.ok || !sid) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  const cookie = `${SESSION_COOKIE}=${sid}; ${CSRF_COOKIE}=${csrf}`;
  return { sid, csrf, cookie, headers: { cookie, [CSRF_HEADER]: csrf } };
}
