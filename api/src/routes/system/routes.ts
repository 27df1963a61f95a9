import {
  outageSchema,
  raiseOutageSchema,
  rolesAccess,
  SIGNED_IN_ACCESS,
  systemHealthSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { clearOutage, currentOutage, raiseOutage } from '../../services/outage';
import { systemHealth } from '../../services/system-health';

const OUTAGE_ADMINS = rolesAccess(['admin'], 'raise or clear the outage banner');

export const systemRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'system.health',
    method: 'GET',
    path: '/api/system/health',
    summary: 'Health of the API, the database, the job runner, and the active remote versions',
    tag: 'system',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The health report', schema: systemHealthSchema },
    handle: () => systemHealth(),
  }),
  sessionRoute({
    id: 'system.outage',
    method: 'GET',
    path: '/api/system/outage',
    summary: 'The infrastructure outage the banner shows, if any',
    tag: 'system',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The outage state', schema: outageSchema },
    handle: () => currentOutage(),
  }),
  sessionRoute({
    id: 'system.raiseOutage',
    method: 'PUT',
    path: '/api/system/outage',
    summary: 'Admins: raise the outage banner by hand for every user',
    tag: 'system',
    access: OUTAGE_ADMINS,
    rateLimit: 'write',
    body: raiseOutageSchema,
    response: { status: 200, description: 'The outage state', schema: outageSchema },
    example: {
      request: () => ({
        body: {
          description: 'Our hosting provider reports an outage',
          statusPageUrl: 'https://status.example.com',
        },
      }),
    },
    handle: ({ auth, body }) => raiseOutage(body, auth.user.email),
  }),
  sessionRoute({
    id: 'system.clearOutage',
    method: 'DELETE',
    path: '/api/system/outage',
    summary: 'Admins: clear the outage banner (raised by hand or by the provider)',
    tag: 'system',
    access: OUTAGE_ADMINS,
    rateLimit: 'write',
    response: { status: 200, description: 'The outage state', schema: outageSchema },
    handle: () => clearOutage(),
  }),
];
