import type { Role } from '@staydesk/contracts';

/** 'team_lead' as people write it: 'Team lead'. */
export const roleLabel = (role: Role): string => {
  const words = role.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
