import { grantableRoles, TEAM_MESSAGES, teamChangeRefusal } from './team';

const admin = { userId: 'me', role: 'admin' } as const;
const owner = { userId: 'me', role: 'owner' } as const;

describe('who changes a team member', () => {
  it('nobody changes their own membership', () => {
    expect(teamChangeRefusal(admin, { id: 'me', roles: ['admin'] })).toBe(TEAM_MESSAGES.self);
    expect(teamChangeRefusal(admin, { id: 'other', roles: ['cleaner'] })).toBeNull();
  });

  it('only an owner touches an owner or hands out the owner role', () => {
    const boss = { id: 'boss', roles: ['owner'] };
    expect(teamChangeRefusal(admin, boss)).toBe(TEAM_MESSAGES.ownerOnly);
    expect(teamChangeRefusal(admin, { id: 'u', roles: ['user'] }, ['owner'])).toBe(
      TEAM_MESSAGES.ownerOnly,
    );
    expect(teamChangeRefusal(owner, boss)).toBeNull();
    expect(grantableRoles('admin')).not.toContain('owner');
    expect(grantableRoles('owner')).toContain('owner');
    expect(grantableRoles('admin')).toContain('cleaner');
  });
});
