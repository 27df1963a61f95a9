import {
  MANAGE_TEAM_ACCESS,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamRosterSchema,
  type Role,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { User, type UserDoc } from '../../models/user';
import type { SessionCache } from '../../services/session-cache';
import { rosterOf, updateMember } from '../../services/team';

/**
 * The matrix's example leaves the member as it is (same roles, still active): other rows use
 * the same user. Its roles are read before the request is built.
 */
const exampleRoles = new Map<string, Role[]>();

/** The team as its admins manage it: every member, deactivated ones too. */
export function teamRoutes(sessions: SessionCache): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'team.members',
      method: 'GET',
      path: '/api/team/members',
      summary: "Admins and owners: the customer's members with their roles, inactive ones too",
      tag: 'team',
      access: MANAGE_TEAM_ACCESS,
      rateLimit: 'read',
      response: { status: 200, description: 'The members', schema: teamRosterSchema },
      links: [
        {
          name: 'UpdateFirstMember',
          operationId: 'team.updateMember',
          parameters: { userId: '$response.body#/members/0/id' },
        },
        {
          name: 'FirstMemberImage',
          operationId: 'profile.image',
          parameters: { userId: '$response.body#/members/0/id' },
        },
      ],
      example: { request: () => ({}) },
      handle: ({ auth }) => rosterOf(auth),
    }),
    sessionRoute({
      id: 'team.updateMember',
      method: 'PATCH',
      path: '/api/team/members/:userId',
      summary: "Admins and owners: change a member's roles, or deactivate and reactivate them",
      tag: 'team',
      access: MANAGE_TEAM_ACCESS,
      rateLimit: 'write',
      params: teamMemberParamsSchema,
      body: teamMemberUpdateSchema,
      response: { status: 200, description: 'The member as changed', schema: teamMemberSchema },
      errors: [403, 404],
      example: {
        async prepare({ tenant }) {
          const user = await User.findById(tenant.userId).lean<UserDoc>();
          const membership = user?.memberships.find((m) => m.customerId.equals(tenant.customerId));
          exampleRoles.set(tenant.userId, (membership?.roles ?? ['user']) as Role[]);
        },
        request: ({ tenant }) => ({
          params: { userId: tenant.userId },
          body: { roles: exampleRoles.get(tenant.userId) ?? ['user'], active: true },
        }),
      },
      async handle({ auth, params, body }) {
        const member = await updateMember(auth, params.userId, body);
        // Its sessions act in the new roles, or end, from the next request on: this instance
        // at once, the others when the change stream tells them.
        sessions.dropUser(params.userId);
        return member;
      },
    }),
  ];
}
