import { NAV_ITEMS, pageRefusal, roleOpeningPage, visibleNavItems } from './navigation';
import { ROLES, type Role } from './roles';

const as = (currentRole: Role, isSuperUser = false) => ({ currentRole, isSuperUser });

describe('pages by role', () => {
  it('refuses a page exactly to the single-role users its link is not shown to', () => {
    for (const role of ROLES) {
      const shown = new Set(
        visibleNavItems({ isSuperUser: false, currentRole: role, roles: [role] }).map(
          (i) => i.path,
        ),
      );
      for (const item of NAV_ITEMS.filter((candidate) => candidate.path !== '/')) {
        expect([role, item.path, pageRefusal(item.path, as(role)) === null]).toEqual([
          role,
          item.path,
          shown.has(item.path),
        ]);
      }
    }
  });

  it('says which role cannot open which page, below it and with a trailing slash too', () => {
    const refusal =
      'Your role (Cleaner) cannot open the Listings page. Ask an admin if you need it.';
    expect(pageRefusal('/listings', as('cleaner'))).toBe(refusal);
    expect(pageRefusal('/listings/abc123', as('cleaner'))).toBe(refusal);
    expect(pageRefusal('/finance/', as('cleaner'))).toMatch(/cannot open the Finance page/);
  });

  it('leaves pages no item names to everyone, and every page to super users', () => {
    expect(pageRefusal('/settings/profile', as('cleaner'))).toBeNull();
    expect(pageRefusal('/listings-archive', as('cleaner'))).toBeNull();
    expect(pageRefusal('/team', as('cleaner', true))).toBeNull();
    expect(pageRefusal('/superadmin/customers', as('admin'))).toBe(
      'Only super users can use this page.',
    );
  });

  it("offers another of the user's roles that opens the page, where there is one", () => {
    const multi = { isSuperUser: false, currentRole: 'cleaner' as Role };
    const roles: Role[] = ['cleaner', 'team_lead'];
    expect(roleOpeningPage('/team', { ...multi, roles })).toBe('team_lead');
    expect(roleOpeningPage('/team/', { ...multi, roles })).toBe('team_lead');
    expect(roleOpeningPage('/finance', { ...multi, roles })).toBeNull();
    expect(roleOpeningPage('/team', { ...multi, roles: ['cleaner'] })).toBeNull();
    expect(roleOpeningPage('/team', { ...multi, currentRole: 'team_lead', roles })).toBeNull();
    expect(roleOpeningPage('/superadmin', { ...multi, roles: ['cleaner', 'admin'] })).toBeNull();
  });
});
