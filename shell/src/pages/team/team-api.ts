import type {
  Team,
  TeamInvitation,
  TeamInvitationList,
  TeamInvitationRequest,
  TeamMember,
  TeamMemberUpdate,
  TeamRoster,
} from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

/** The team page's reads and changes: members and their roles, invitations. */
export const teamApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team as every role reads it. */
    teamUsers: build.query<Team, void>({
      query: () => 'user/users',
      providesTags: ['TeamMember'],
    }),
    /** The team as admins and owners manage it. */
    teamRoster: build.query<TeamRoster, void>({
      query: () => 'team/members',
      providesTags: ['TeamMember'],
    }),
    teamInvitations: build.query<TeamInvitationList, void>({
      query: () => 'team/invitations',
      providesTags: ['TeamInvitation'],
    }),
    updateMember: build.mutation<TeamMember, { memberId: string; update: TeamMemberUpdate }>({
      query: ({ memberId, update }) => ({
        url: `team/members/${encodeURIComponent(memberId)}`,
        method: 'PATCH',
        body: update,
      }),
      invalidatesTags: ['TeamMember'],
    }),
    inviteMember: build.mutation<TeamInvitation, TeamInvitationRequest>({
      query: (invitation) => ({ url: 'team/invitations', method: 'POST', body: invitation }),
      invalidatesTags: ['TeamInvitation'],
    }),
    revokeInvitation: build.mutation<{ ok: true }, string>({
      query: (invitationId) => ({
        url: `team/invitations/${encodeURIComponent(invitationId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['TeamInvitation'],
    }),
  }),
});

export const {
  useTeamUsersQuery,
  useTeamRosterQuery,
  useTeamInvitationsQuery,
  useUpdateMemberMutation,
  useInviteMemberMutation,
  useRevokeInvitationMutation,
} = teamApi;
