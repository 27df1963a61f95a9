import {
  adminCustomersSchema,
  IMPERSONATE_ANY_ACCESS,
  IMPERSONATE_OWN_ACCESS,
  SIGNED_IN_ACCESS,
  superadminCustomersQuerySchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { customersFor, requireAudited } from '../../services/impersonation';
import type { SessionCache } from '../../services/session-cache';
import { currentRoleRoute } from './current-role';

/** The customers and users an admin or super user may impersonate, and the role switch. */
export function adminRoutes(sessions: SessionCache): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'superadmin.customers',
      method: 'GET',
      path: '/api/superadmin/customers',
      summary: 'Super users: every customer (at most 200) or the one named, with its users',
      tag: 'admin',
      // Checked by the handler, which audits refusals (an impersonated session reaching here).
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      crossTenant: true,
      query: superadminCustomersQuerySchema,
      response: { status: 200, description: 'Customers and users', schema: adminCustomersSchema },
      errors: [403],
      example: {
        request: ({ caller }) => ({ query: { customerId: caller.customerId } }),
        access: IMPERSONATE_ANY_ACCESS,
      },
      async handle({ auth, query }) {
        await requireAudited(IMPERSONATE_ANY_ACCESS, auth, 'open /superadmin');
        return customersFor(auth, query.customerId ?? 'any');
      },
    }),
    sessionRoute({
      id: 'admin.customers',
      method: 'GET',
      path: '/api/admin/customers',
      summary: 'Admins: their own customer and its users',
      tag: 'admin',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: {
        status: 200,
        description: 'The customer and users',
        schema: adminCustomersSchema,
      },
      errors: [403],
      example: { request: () => ({}), access: IMPERSONATE_OWN_ACCESS },
      async handle({ auth }) {
        await requireAudited(IMPERSONATE_OWN_ACCESS, auth, 'open /admin/customers');
        return customersFor(auth, 'own');
      },
    }),
    currentRoleRoute(sessions),
  ];
}
