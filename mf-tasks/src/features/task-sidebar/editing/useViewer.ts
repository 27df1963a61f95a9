import type { PlatformApi, TaskViewer } from '@staydesk/contracts';
import { useMemo } from 'react';
import { useGetTeamQuery } from '../../task-api';

/**
 * The signed-in user as the task rules see them. A partner's colleagues count as the partner
 * (spec: tasks §6); the team list a partner gets holds only its company.
 */
export function useViewer(platform: PlatformApi): TaskViewer {
  const { id: userId } = platform.session.user;
  const role = platform.session.currentRole;
  const { data: team } = useGetTeamQuery(undefined, { skip: role !== 'partner' });
  return useMemo(() => {
    const companyId = team?.users.find((user) => user.id === userId)?.company?.companyId;
    const companyUserIds = companyId
      ? team.users.filter((user) => user.company?.companyId === companyId).map((user) => user.id)
      : [];
    return { userId, role, companyUserIds };
  }, [team, userId, role]);
}
