import { remoteRegistrySchema, SIGNED_IN_ACCESS } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { activeRemotes } from '../../services/remote-registry';

export const platformRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'platform.remotes',
    method: 'GET',
    path: '/api/platform/remotes',
    summary:
      'The active version and manifest of every remote; read by the shell on every load, so publishing needs no shell rebuild',
    tag: 'platform',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The registry', schema: remoteRegistrySchema },
    handle: async () => ({ remotes: await activeRemotes() }),
  }),
];
