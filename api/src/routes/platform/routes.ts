import {
  accessRefusal,
  remoteRegistrySchema,
  REMOTE_OVERRIDE_ACCESS,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { subjectOf } from '../../middleware/auth';
import { activeRemotes } from '../../services/remote-registry';

export const platformRoutes = (
  config: Pick<ApiConfig, 'remoteOverrideOrigins'>,
): RouteDeclaration[] => [
  sessionRoute({
    id: 'platform.remotes',
    method: 'GET',
    path: '/api/platform/remotes',
    summary:
      'The active version and manifest of every remote; read by the shell on every load, so publishing needs no shell rebuild. An admin also gets the origins a remote may be loaded from in their own browser instead',
    tag: 'platform',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The registry', schema: remoteRegistrySchema },
    handle: async ({ auth }) => ({
      remotes: await activeRemotes(),
      ...(accessRefusal(REMOTE_OVERRIDE_ACCESS, subjectOf(auth)) === null && {
        overrides: { userId: auth.userId, allowedOrigins: config.remoteOverrideOrigins },
      }),
    }),
  }),
];
