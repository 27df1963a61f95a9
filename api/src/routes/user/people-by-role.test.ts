import { ROLES, seesContactDetails, type Role, type Team } from '@staydesk/contracts';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

/** Every role in one customer, so each reads the same colleagues. */
const api = withTestApi(async () => {
  await createCustomerWithUsers('Harbour', [...ROLES]);
});

const as = async (role: Role) => (await signedInAgent(api.server, `${role}@harbour.test`)).agent;

const ADDRESS = /[^\s@]+@[^\s@]+\.[a-z]+/i;

describe("colleagues' data, role by role", () => {
  it.each(ROLES.map((role) => [role]))(
    '%s reads colleagues by name; their addresses only if the role coordinates the team',
    async (role) => {
      const response = await (await as(role)).get('/api/user/users').expect(200);
      const team = response.body as Team;
      const colleague = team.users.find((user) => user.name === 'Harbour admin');
      // A partner reads only its own company's people, and this one has none.
      if (role !== 'partner') {
        expect(colleague).toMatchObject({ name: 'Harbour admin', roles: ['admin'] });
      }
      if (seesContactDetails(role)) {
        expect(colleague?.email).toBe('admin@harbour.test');
      } else {
        expect(team.users.every((user) => user.email === null)).toBe(true);
        expect(JSON.stringify(response.body)).not.toMatch(ADDRESS);
      }
    },
  );

  it('a cleaner gets none of the pages a cleaner may not use: team, reservations, finance', async () => {
    const cleaner = await as('cleaner');
    const team = await cleaner.get('/api/team/members').expect(403);
    expect(team.body).toEqual({
      error: { code: 'forbidden', message: 'Your role (cleaner) cannot manage the team' },
    });
    expect(JSON.stringify(team.body)).not.toMatch(ADDRESS);
    // The reservations and finance pages read the customer's reservations.
    const reservations = await cleaner.get('/api/reservations').expect(403);
    expect(reservations.body.error.code).toBe('forbidden');
    expect(reservations.body.error.message).toMatch(/^Your role \(cleaner\) cannot /);
  });

  it('an admin reads the whole team with addresses', async () => {
    const response = await (await as('admin')).get('/api/team/members').expect(200);
    expect(response.body.members).toHaveLength(ROLES.length);
    expect(response.body.members[0].email).toMatch(ADDRESS);
  });
});
