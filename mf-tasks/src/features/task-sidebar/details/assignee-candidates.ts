import { TASK_LIMITS, type Role, type Team, type TeamUser } from '@staydesk/contracts';

const FIELD_ROLES: readonly Role[] = ['cleaner', 'maintenance'];

/**
 * Who the assignee picker offers: a partner only its own company; with no search text the
 * first 10 cleaners and maintenance staff, else everyone whose name or email matches.
 */
export function assigneeCandidates(
  team: Team,
  viewer: { userId: string; role: Role },
  text: string,
): { users: TeamUser[]; preview: boolean } {
  let users = team.users;
  if (viewer.role === 'partner') {
    const companyId = users.find((user) => user.id === viewer.userId)?.company?.companyId;
    users = users.filter((user) => companyId && user.company?.companyId === companyId);
  }
  const needle = text.trim().toLowerCase();
  if (!needle) {
    const field = users.filter((user) => user.roles.some((role) => FIELD_ROLES.includes(role)));
    return { users: field.slice(0, TASK_LIMITS.assigneePreview), preview: true };
  }
  return {
    users: users.filter(
      (user) =>
        user.name.toLowerCase().includes(needle) || user.email?.toLowerCase().includes(needle),
    ),
    preview: false,
  };
}
