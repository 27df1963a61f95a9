import type { AddressInfo } from 'node:net';
import {
  accessRefusal,
  apiErrorSchema,
  CSRF_COOKIE,
  CSRF_HEADER,
  ROLES,
  type AccessSubject,
  type Role,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import type { ExampleFixture } from '../../src/http/example-fixture';
import { EVENT_STREAM, type RouteDeclaration } from '../../src/http/route';
import { createSession } from '../../src/services/sessions';
import { declaredRoutes, pathOf } from '../declared-routes';
import { PASSWORD, withTestApi } from '../harness';
import { FOREIGN_MARKER, seedMatrixCustomer, type MatrixCustomer } from './fixtures';

/**
 * Every declared route x every role and the super user x {own customer, another customer's
 * ids, no session, an impersonated session}. The rows come from the declarations themselves:
 * a route added later is in here without a line of test code.
 */
const ROUTES = declaredRoutes();

const CASES = ['own', 'foreign', 'no session', 'impersonated'] as const;
type Case = (typeof CASES)[number];

interface Principal {
  name: string;
  role: Role;
  superUser: boolean;
}

const PRINCIPALS: Principal[] = [
  ...ROLES.map((role) => ({ name: role, role, superUser: false })),
  { name: 'super user', role: 'admin', superUser: true },
];

const CSRF_TOKEN = 'matrix-csrf-token';

let own: MatrixCustomer;
let foreign: MatrixCustomer;
const api = withTestApi(async () => {
  own = await seedMatrixCustomer('Own', { superUser: true });
  foreign = await seedMatrixCustomer('Foreign', { superUser: false, marker: FOREIGN_MARKER });
});

function callerOf(principal: Principal) {
  const user = principal.superUser ? own.superUser : own.users.get(principal.role);
  if (!user) throw new Error(`no user for ${principal.name}`);
  return { userId: user.id, customerId: own.id.toString(), email: user.email, password: PASSWORD };
}

function fixtureOf(principal: Principal, which: Case): ExampleFixture {
  return { caller: callerOf(principal), tenant: (which === 'foreign' ? foreign : own).tenant };
}

/** Whether the example's request names the customer's data (ids), or is the same for any. */
function namesTenantData(route: RouteDeclaration, principal: Principal): boolean {
  if (!route.example) return false;
  const forOwn = route.example.request(fixtureOf(principal, 'own'));
  const forForeign = route.example.request(fixtureOf(principal, 'foreign'));
  return JSON.stringify(forOwn) !== JSON.stringify(forForeign);
}

/** Whether the principal may reach another customer's data through the route. */
const crossesTenants = (route: RouteDeclaration, principal: Principal, which: Case) =>
  route.crossTenant === true ||
  (route.crossTenant === 'super users' && principal.superUser && which !== 'impersonated');

/** The statuses a user would rightly see: the route's rule and the example's own rule decide. */
function expectedStatuses(route: RouteDeclaration, principal: Principal, which: Case): number[] {
  const success = route.response.status;
  if (which === 'no session') return route.access.kind === 'public' ? [success] : [401];
  if (route.access.kind === 'public') return [success];
  const subject: AccessSubject =
    which === 'impersonated'
      ? { role: principal.role, isSuperUser: false, impersonating: true }
      : { role: principal.role, isSuperUser: principal.superUser, impersonating: false };
  const exampleRule = route.example?.access;
  const refused =
    accessRefusal(route.access, subject) ?? (exampleRule && accessRefusal(exampleRule, subject));
  if (refused) return [403];
  // Another customer's id answers like a missing one (404); naming the customer outright, 403.
  if (
    which === 'foreign' &&
    namesTenantData(route, principal) &&
    !crossesTenants(route, principal, which)
  ) {
    return [403, 404];
  }
  return [success];
}

async function sessionCookie(principal: Principal, which: Case): Promise<string | null> {
  if (which === 'no session') return null;
  const caller = callerOf(principal);
  const user = own.users.get(principal.role);
  const token =
    which === 'impersonated' && user && own.superUser
      ? await createSession({
          userId: new Types.ObjectId(user.id),
          customerId: own.id,
          currentRole: principal.role,
          ttlHours: 1,
          impersonatedBy: { email: own.superUser.email, customerId: own.id.toString() },
        })
      : await createSession({
          userId: new Types.ObjectId(caller.userId),
          customerId: own.id,
          currentRole: principal.role,
          ttlHours: 1,
        });
  return `sid=${token}`;
}

async function send(route: RouteDeclaration, principal: Principal, which: Case) {
  const fixture = fixtureOf(principal, which === 'impersonated' ? 'own' : which);
  await route.example?.prepare?.(fixture);
  const request = route.example?.request(fixture) ?? {};
  const session = await sessionCookie(principal, which);
  const controller = new AbortController();
  const port = (api.server.address() as AddressInfo).port;
  const response = await fetch(`http://127.0.0.1:${port}${pathOf(route, request)}`, {
    method: route.method,
    signal: controller.signal,
    headers: {
      cookie: [`${CSRF_COOKIE}=${CSRF_TOKEN}`, session].filter(Boolean).join('; '),
      [CSRF_HEADER]: CSRF_TOKEN,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith(EVENT_STREAM)) {
    controller.abort();
    return { status: response.status, contentType, text: '' };
  }
  return { status: response.status, contentType, text: await response.text() };
}

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    it('has an example request when it takes input', () => {
      const takesInput = Boolean(route.params || route.body);
      expect({ route: route.id, example: takesInput ? Boolean(route.example) : true }).toEqual({
        route: route.id,
        example: true,
      });
    });

    it.each(PRINCIPALS.map((principal) => [principal.name, principal] as const))(
      'as %s',
      async (_principal, principal) => {
        const seen: string[] = [];
        const wanted: string[] = [];
        for (const which of CASES) {
          if (which === 'impersonated' && principal.superUser) continue;
          const answer = await send(route, principal, which);
          const expected = expectedStatuses(route, principal, which);
          seen.push(`${which}: ${expected.includes(answer.status) ? 'ok' : answer.status}`);
          wanted.push(`${which}: ok`);
          expect(answer.status).toBeLessThan(500);
          // Only a super user's own reading of another customer's task may carry its data.
          if (route.crossTenant !== 'super users' || !principal.superUser) {
            expect(answer.text).not.toContain(FOREIGN_MARKER);
          }
          if (!crossesTenants(route, principal, which)) {
            expect(answer.text).not.toContain(foreign.id.toString());
          }
          if (answer.status >= 400) {
            expect(apiErrorSchema.safeParse(JSON.parse(answer.text)).success).toBe(true);
          }
        }
        expect(seen).toEqual(wanted);
      },
    );
  },
);
