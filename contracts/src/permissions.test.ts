import { canEdit, canEditStructure, canViewTask } from './permissions';
import { ROLES } from './roles';

const task = { assignments: [{ user_id: 'u-cleaner' }] };

describe('canEdit', () => {
  it.each(['admin', 'owner', 'user', 'team_lead', 'supervisor', 'roamer'] as const)(
    '%s always may',
    (role) => {
      expect(canEdit({ userId: 'someone', role }, task)).toBe(true);
    },
  );

  it('lets cleaner and maintenance edit only when assigned by user id', () => {
    expect(canEdit({ userId: 'u-cleaner', role: 'cleaner' }, task)).toBe(true);
    expect(canEdit({ userId: 'u-other', role: 'cleaner' }, task)).toBe(false);
    expect(canEdit({ userId: 'u-other', role: 'maintenance' }, task)).toBe(false);
  });

  it('lets a partner edit when a user of their company is assigned', () => {
    expect(canEdit({ userId: 'u-partner', role: 'partner' }, task)).toBe(false);
    expect(
      canEdit({ userId: 'u-partner', role: 'partner', companyUserIds: ['u-cleaner'] }, task),
    ).toBe(true);
  });

  it('allows every other role', () => {
    expect(canEdit({ userId: 'x', role: 'accountant' }, task)).toBe(true);
  });
});

describe('canEditStructure', () => {
  it('is held by the managers and the concierge only', () => {
    const holders = ROLES.filter(canEditStructure);
    expect(holders).toEqual([
      'admin',
      'owner',
      'user',
      'team_lead',
      'supervisor',
      'concierge',
      'roamer',
    ]);
  });
});

describe('canViewTask', () => {
  it('needs the same customer or a super user', () => {
    expect(canViewTask({ isSuperUser: false, customerId: 'a' }, { customer_id: 'a' })).toBe(true);
    expect(canViewTask({ isSuperUser: false, customerId: 'a' }, { customer_id: 'b' })).toBe(false);
    expect(canViewTask({ isSuperUser: true, customerId: 'a' }, { customer_id: 'b' })).toBe(true);
  });
});
