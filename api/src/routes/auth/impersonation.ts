import {
  endImpersonationResponseSchema,
  IMPERSONATE_ANY_ACCESS,
  IMPERSONATE_OWN_ACCESS,
  impersonationRequestSchema,
  sessionSchema,
  SIGNED_IN_ACCESS,
  type SessionAccess,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import {
  endImpersonation,
  requireAudited,
  startImpersonation,
  type ImpersonationScope,
} from '../../services/impersonation';
import type { AuthRouteDeps } from './deps';

const IMPERSONATING: SessionAccess = { kind: 'session', impersonating: true };
const EXAMPLE_REASON = 'Checking what the user sees';

const RULES: Record<ImpersonationScope, SessionAccess> = {
  any: IMPERSONATE_ANY_ACCESS,
  own: IMPERSONATE_OWN_ACCESS,
};

function impersonateRoute(
  deps: AuthRouteDeps,
  scope: ImpersonationScope,
  declaration: { id: string; path: string; summary: string; tag: string },
): RouteDeclaration {
  return sessionRoute({
    ...declaration,
    method: 'POST',
    // The rule is checked by the handler, which audits refusals; the matrix reads it here.
    access: SIGNED_IN_ACCESS,
    rateLimit: 'write',
    crossTenant: scope === 'any',
    body: impersonationRequestSchema,
    response: { status: 200, description: 'The impersonating session', schema: sessionSchema },
    errors: [403, 404],
    example: {
      request: ({ tenant }) => ({ body: { userId: tenant.userId, reason: EXAMPLE_REASON } }),
      access: RULES[scope],
    },
    fuzzExcluded: 'it replaces the session the fuzzer signs in with',
    async handle({ auth, body, ctx }) {
      await requireAudited(RULES[scope], auth, 'impersonate');
      return startImpersonation(ctx, deps, auth, body, scope);
    },
  });
}

/**
 * A super user (any customer) or an admin (their own customer) acts as another user to see
 * what they see, saying why; both ends start a new session with a new id, and the
 * impersonating session remembers who to go back to. Every start, end and refusal is audited.
 */
export function impersonationRoutes(deps: AuthRouteDeps): RouteDeclaration[] {
  return [
    impersonateRoute(deps, 'any', {
      id: 'auth.impersonate',
      path: '/api/auth/impersonation',
      summary: "Super users: act as any customer's user, in that user's first active role",
      tag: 'auth',
    }),
    impersonateRoute(deps, 'own', {
      id: 'admin.impersonate',
      path: '/api/admin/impersonation',
      summary: "Admins: act as a user of their own customer, in that user's first active role",
      tag: 'admin',
    }),
    sessionRoute({
      id: 'admin.endImpersonation',
      method: 'POST',
      path: '/api/admin/end-impersonation',
      summary: 'Ends impersonation and signs the admin or super user who started it back in',
      tag: 'admin',
      access: IMPERSONATING,
      rateLimit: 'write',
      response: {
        status: 200,
        description: 'The original user is signed in again',
        schema: endImpersonationResponseSchema,
      },
      errors: [409],
      fuzzExcluded: 'it replaces the session the fuzzer signs in with',
      async handle({ auth, ctx }) {
        await endImpersonation(ctx, deps, auth);
        return { ok: true as const };
      },
    }),
  ];
}
