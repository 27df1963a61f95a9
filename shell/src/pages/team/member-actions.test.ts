import type { TeamMember } from '@staydesk/contracts';
import { grantableRoles, mayChange } from './member-actions';

const member = (id: string, roles: TeamMember['roles']): TeamMember => ({
  id,
  name: id,
  email: `${id}@example.test`,
  image: null,
  roles,
  active: true,
});

describe('what a team manager may change', () => {
  it('never their own membership', () => {
    expect(mayChange(member('me', ['admin']), 'me', 'admin')).toBe(false);
    expect(mayChange(member('other', ['cleaner']), 'me', 'admin')).toBe(true);
  });

  it('an owner only when an owner, who alone hands out the owner role', () => {
    expect(mayChange(member('boss', ['owner']), 'me', 'admin')).toBe(false);
    expect(mayChange(member('boss', ['owner']), 'me', 'owner')).toBe(true);
    expect(grantableRoles('admin')).not.toContain('owner');
    expect(grantableRoles('owner')).toContain('owner');
    expect(grantableRoles('admin')).toContain('cleaner');
  });
});
