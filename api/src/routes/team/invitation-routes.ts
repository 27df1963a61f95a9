import pino from 'pino';
import { z } from 'zod';
import {
  MANAGE_TEAM_ACCESS,
  teamInvitationListSchema,
  teamInvitationParamsSchema,
  teamInvitationRequestSchema,
  teamInvitationSchema,
} from '@staydesk/contracts';
import { shellOrigin, type ApiConfig } from '../../config';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { TeamInvitation } from '../../models/team-invitation';
import { senderNamed } from '../../services/delivery/senders';
import { inviteMember, openInvitations, revokeInvitation } from '../../services/team-invitations';

/** The matrix's revocation example: an invitation made for it in the tenant it names. */
const exampleInvitations = new Map<string, string>();

/** Admins and owners invite people to the team by e-mail, see who has not answered, revoke. */
export function teamInvitationRoutes(config: ApiConfig): RouteDeclaration[] {
  const delivery = {
    sender: senderNamed(config.delivery.emailSender, pino({ level: config.logLevel })),
    origin: shellOrigin(config),
  };
  return [
    sessionRoute({
      id: 'team.invitations',
      method: 'GET',
      path: '/api/team/invitations',
      summary: 'Admins and owners: the invitations nobody has answered yet, newest first',
      tag: 'team',
      access: MANAGE_TEAM_ACCESS,
      rateLimit: 'read',
      response: {
        status: 200,
        description: 'The open invitations',
        schema: teamInvitationListSchema,
      },
      links: [
        {
          name: 'RevokeFirstInvitation',
          operationId: 'team.revokeInvitation',
          parameters: { invitationId: '$response.body#/invitations/0/id' },
        },
      ],
      handle: ({ auth }) => openInvitations(auth),
    }),
    sessionRoute({
      id: 'team.invite',
      method: 'POST',
      path: '/api/team/invitations',
      summary:
        'Admins and owners: e-mails an invitation to join the team in these roles; inviting the same address again replaces the earlier link',
      tag: 'team',
      access: MANAGE_TEAM_ACCESS,
      rateLimit: 'write',
      body: teamInvitationRequestSchema,
      response: { status: 201, description: 'The invitation, sent', schema: teamInvitationSchema },
      errors: [403, 409],
      links: [
        {
          name: 'RevokeInvitation',
          operationId: 'team.revokeInvitation',
          parameters: { invitationId: '$response.body#/id' },
        },
      ],
      example: {
        request: () => ({ body: { email: 'new.cleaner@example.test', roles: ['cleaner'] } }),
      },
      handle: ({ auth, body }) => inviteMember(auth, body, delivery),
    }),
    sessionRoute({
      id: 'team.revokeInvitation',
      method: 'DELETE',
      path: '/api/team/invitations/:invitationId',
      summary: 'Admins and owners: withdraws an invitation; its link stops working',
      tag: 'team',
      access: MANAGE_TEAM_ACCESS,
      rateLimit: 'write',
      params: teamInvitationParamsSchema,
      response: {
        status: 200,
        description: 'Revoked',
        schema: z.object({ ok: z.literal(true) }),
      },
      errors: [404],
      example: {
        async prepare({ tenant, caller }) {
          const invitation = await TeamInvitation.create({
            customerId: tenant.customerId,
            email: `revoked-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
            roles: ['cleaner'],
            tokenHash: `example-${Math.random().toString(36).slice(2)}`,
            invitedByUserId: caller.userId,
            invitedByName: 'Example admin',
            expiresAt: new Date(Date.now() + 3_600_000),
          });
          exampleInvitations.set(tenant.customerId, invitation._id.toString());
        },
        request: ({ tenant }) => ({
          params: { invitationId: exampleInvitations.get(tenant.customerId) ?? '0'.repeat(24) },
        }),
      },
      async handle({ auth, params }) {
        await revokeInvitation(auth, params.invitationId);
        return { ok: true as const };
      },
    }),
  ];
}
