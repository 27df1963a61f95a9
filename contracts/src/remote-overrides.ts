import type { SessionAccess } from './access';
import type { RemoteName } from './remotes';

// No zod here: the shell reads a stored override while it boots, before any schema loads.

/**
 * Who may load a remote from another build in their own browser (decision 47): an admin in
 * their own session. An impersonated session must not, or an admin could run untested code as
 * the user they stand in for.
 */
export const REMOTE_OVERRIDE_ACCESS: SessionAccess = {
  kind: 'session',
  roles: ['admin'],
  impersonating: false,
  action: 'load a remote from another build',
};

/** What an admin's browser keeps: the manifest URL each overridden remote loads from. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

const WILDCARD_PORT = ':*';

/**
 * One entry of REMOTE_OVERRIDE_ORIGINS as the Content-Security-Policy and the matcher read it:
 * 'https://cdn.example.com', 'http://localhost:4103', or 'http://localhost:*' for any port.
 */
function normalisedOriginPattern(entry: string): string {
  const anyPort = entry.endsWith(WILDCARD_PORT);
  const refusal = `REMOTE_OVERRIDE_ORIGINS: '${entry}' is not an origin such as https://cdn.example.com or http://localhost:*`;
  const origin = anyPort ? entry.slice(0, -WILDCARD_PORT.length) : entry;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(refusal);
  }
  const onlyAnOrigin =
    /^https?:$/.test(url.protocol) &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !(anyPort && url.port);
  if (!onlyAnOrigin) throw new Error(refusal);
  return anyPort ? `${url.origin}${WILDCARD_PORT}` : url.origin;
}

/** The deployment's allow-list, comma-separated; unset or empty allows no override. */
export const parseOverrideOrigins = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(normalisedOriginPattern),
  ),
];

/** Whether a manifest URL is served from an origin the allow-list names. */
export function overrideOriginAllowed(manifestUrl: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return false;
  }
  return allowed.some((pattern) =>
    pattern.endsWith(WILDCARD_PORT)
      ? `${url.protocol}//${url.hostname}` === pattern.slice(0, -WILDCARD_PORT.length)
      : url.origin === pattern,
  );
}

export const REMOTE_OVERRIDE_MESSAGES = {
  chooseRemote: 'Choose the remote to override',
  enterUrl: "Enter the URL of the remote's manifest",
  notUrl: 'Enter a full http:// or https:// URL, such as http://localhost:3003/mf-manifest.json',
  noneAllowed: 'This deployment allows no overrides',
  notAllowed: (origin: string, allowed: readonly string[]) =>
    `${origin} is not an origin overrides may use. Allowed: ${allowed.join(', ')}`,
} as const;

/** Why a manifest URL cannot be an override, or null when it can. */
export function overrideUrlRefusal(value: string, allowed: readonly string[]): string | null {
  const candidate = value.trim();
  if (!candidate) return REMOTE_OVERRIDE_MESSAGES.enterUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return REMOTE_OVERRIDE_MESSAGES.notUrl;
  }
  if (!/^https?:$/.test(url.protocol)) return REMOTE_OVERRIDE_MESSAGES.notUrl;
  if (allowed.length === 0) return REMOTE_OVERRIDE_MESSAGES.noneAllowed;
  if (!overrideOriginAllowed(candidate, allowed))
    return REMOTE_OVERRIDE_MESSAGES.notAllowed(url.origin, allowed);
  return null;
}
