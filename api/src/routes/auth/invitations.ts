import { randomBytes } from 'node:crypto';
import {
  invitationAcceptSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  PUBLIC_ACCESS,
  sessionSchema,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import type { ExampleFixture } from '../../http/example-fixture';
import { publicRoute, type RouteDeclaration } from '../../http/route';
import { callerOf } from '../../middleware/auth';
import { TeamInvitation } from '../../models/team-invitation';
import { presentSession } from '../../presenters/session';
import { acceptInvitation, hashOfToken, previewInvitation } from '../../services/team-invitations';
import type { AuthRouteDeps } from './deps';
import { endSession, startSession } from './session-cookie';
import { refuseWhilePaused, signInClientOf } from './sign-in-throttle';

/** The token of the invitation the matrix's example last made, for the request built next. */
let exampleToken = '';

/** An open invitation to the caller's own customer, for a new address, as if just e-mailed. */
async function exampleInvitation({ caller }: ExampleFixture): Promise<void> {
  exampleToken = randomBytes(32).toString('base64url');
  await TeamInvitation.create({
    customerId: caller.customerId,
    email: `invited-${new Types.ObjectId().toString()}@example.test`,
    roles: ['cleaner'],
    tokenHash: hashOfToken(exampleToken),
    invitedByUserId: caller.userId,
    invitedByName: 'Example admin',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

/** The invited person's side: what the link offers, and accepting it. */
export function invitationRoutes(deps: AuthRouteDeps): RouteDeclaration[] {
  return [
    publicRoute({
      id: 'auth.invitation',
      method: 'GET',
      path: '/api/auth/invitations/:token',
      summary: 'What an invitation link offers: which team, in which roles, for which address',
      tag: 'auth',
      access: PUBLIC_ACCESS,
      rateLimit: 'signIn',
      params: invitationTokenParamsSchema,
      response: { status: 200, description: 'The invitation', schema: invitationPreviewSchema },
      errors: [404],
      example: { prepare: exampleInvitation, request: () => ({ params: { token: exampleToken } }) },
      handle: ({ params }) => previewInvitation(params.token),
    }),
    publicRoute({
      id: 'auth.acceptInvitation',
      method: 'POST',
      path: '/api/auth/invitations/:token',
      summary:
        'Accepts an invitation: a new account with a name and password, or an existing one with its password; signs in to the team',
      tag: 'auth',
      access: PUBLIC_ACCESS,
      rateLimit: 'signIn',
      params: invitationTokenParamsSchema,
      body: invitationAcceptSchema,
      response: { status: 200, description: 'The new session', schema: sessionSchema },
      errors: [400, 401, 404, 409, 429],
      example: {
        prepare: exampleInvitation,
        request: () => ({
          params: { token: exampleToken },
          body: { name: 'Robin Example', password: 'a long enough password' },
        }),
      },
      async handle({ params, body, ctx }) {
        const clientFor = (email: string) => signInClientOf(ctx, email);
        const { user, customerId, role } = await acceptInvitation(params.token, body, {
          check: async (email) =>
            refuseWhilePaused(ctx, deps.limiter, await clientFor(email), email),
          failed: async (email) => {
            await deps.limiter.failed(await clientFor(email), email);
          },
        });
        await endSession(ctx, deps);
        await startSession(ctx, deps, { userId: user._id, customerId, currentRole: role });
        return presentSession(callerOf(user, customerId, role));
      },
    }),
  ];
}
