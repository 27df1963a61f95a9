import type { Context } from 'koa';
import { KEPT_WORKSPACE_COOKIE, SESSION_COOKIE } from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import type { SessionCache } from '../../services/session-cache';
import { createSession, destroySession, type NewSession } from '../../services/sessions';

export interface SessionDeps {
  config: ApiConfig;
  sessions: SessionCache;
}

const cookieOptions = (config: ApiConfig) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.servedOverTls,
  path: '/',
  overwrite: true,
});

/** Creates a session with a fresh id and hands its cookie to the browser. */
export async function startSession(
  ctx: Context,
  { config }: SessionDeps,
  session: Omit<NewSession, 'ttlHours'>,
): Promise<void> {
  const token = await createSession({ ...session, ttlHours: config.sessionTtlHours });
  ctx.cookies.set(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: config.sessionTtlHours * 3_600_000,
  });
}

/**
 * Revokes the browser's session on the server (every API process drops it from its cache
 * through the change stream; this one at once) and clears the cookie.
 */
export async function endSession(ctx: Context, { config, sessions }: SessionDeps): Promise<void> {
  // The shell clears the workspace it kept; the note of it goes with the session, so the next
  // sign-in's home page is not drawn on the server before its boot loader.
  ctx.cookies.set(KEPT_WORKSPACE_COOKIE, null, { ...cookieOptions(config), httpOnly: false });
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return;
  sessions.dropToken(token);
  await destroySession(token);
  ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(config));
}
