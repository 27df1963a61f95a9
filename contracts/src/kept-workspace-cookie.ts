/**
 * Set while this browser keeps the workspace of a user (all three caches), with the browser's
 * time zone. The shell's edge draws the home page on the server only then: a browser without it
 * shows the boot loader first, and the drawing would only flash before it. The dates are drawn
 * in that time zone, as the browser writes them. Not HttpOnly: the shell sets it; the API
 * clears it when the browser signs out.
 */
export const KEPT_WORKSPACE_COOKIE = 'staydesk_workspace';

export interface KeptWorkspace {
  /** Whose workspace: `${userId}:${customerId}` (the shell's `workspaceOwner`). */
  owner: string;
  timeZone: string | undefined;
}

/** An IANA time zone this runtime knows (e.g. Europe/Paris). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The kept workspace a request's Cookie header names; a time zone only if it is a real one. */
export function keptWorkspaceIn(cookieHeader: string): KeptWorkspace | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== KEPT_WORKSPACE_COOKIE || value.length > 200) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    const [owner = '', zone = ''] = decoded.split('|');
    if (!/^[\w-]+:[\w-]+$/.test(owner)) return undefined;
    return { owner, timeZone: /^[\w+\-/]+$/.test(zone) && isTimeZone(zone) ? zone : undefined };
  }
  return undefined;
}
