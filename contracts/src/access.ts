import type { Role } from './roles';

/**
 * Who may call an API route: the one rule the router enforces, the OpenAPI document describes
 * and the authorization matrix tests. Role lists come from the same tables the UI reads
 * (palette commands, navigation), so the UI hides exactly what the API refuses.
 */
export type AccessRule = PublicAccess | SessionAccess;

export interface PublicAccess {
  kind: 'public';
}

export interface SessionAccess {
  kind: 'session';
  /** The current roles allowed; every role when absent. */
  roles?: readonly Role[];
  superUserOnly?: boolean;
  /**
   * true: only a session in which someone is impersonating another user; false: never such a
   * session (it must not reach further).
   */
  impersonating?: boolean;
  /** What the caller tried, for the refusal: 'create tasks'. */
  action?: string;
}

export interface AccessSubject {
  role: Role;
  isSuperUser: boolean;
  impersonating: boolean;
}

export const PUBLIC_ACCESS: PublicAccess = { kind: 'public' };
export const SIGNED_IN_ACCESS: SessionAccess = { kind: 'session' };

export const rolesAccess = (roles: readonly Role[], action: string): SessionAccess => ({
  kind: 'session',
  roles,
  action,
});

/** Why the subject may not pass the rule, or null when it may. A public rule always passes. */
export function accessRefusal(rule: AccessRule, subject: AccessSubject): string | null {
  if (rule.kind === 'public') return null;
  const action = rule.action ?? 'do this';
  if (rule.superUserOnly && !subject.isSuperUser) return `Only super users can ${action}`;
  if (rule.impersonating && !subject.impersonating) return 'You are not impersonating anyone';
  if (rule.impersonating === false && subject.impersonating) {
    return `An impersonated session cannot ${action}`;
  }
  if (rule.roles && !rule.roles.includes(subject.role)) {
    return `Your role (${subject.role}) cannot ${action}`;
  }
  return null;
}
