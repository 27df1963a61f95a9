import { ROLES, seesContactDetails, type Role } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let taskId: string;

/** Every role in one customer; the task is the cleaner's and names the maintenance worker too. */
const api = withTestApi(async () => {
  const { customerId, users } = await createCustomerWithUsers('Quayside', [...ROLES]);
  const task = await Task.create({
    customerId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'high',
    assignments: [
      { userId: users.get('cleaner'), status: 'accepted' },
      { userId: users.get('maintenance'), status: 'declined' },
    ],
  });
  taskId = task._id.toString();
});

const as = async (role: Role) => (await signedInAgent(api.server, `${role}@quayside.test`)).agent;

const ADDRESS = /[^\s@]+@[^\s@]+\.[a-z]+/i;

describe('the people a task names, role by role (the rule of GET /api/user/users)', () => {
  it.each(ROLES.map((role) => [role]))(
    "%s reads the assignee's name; the address only if the role coordinates the team",
    async (role) => {
      const response = await (await as(role)).get(`/api/tasks?taskId=${taskId}`);
      // Roles that may not read this task have nothing to leak.
      if (response.status !== 200) return;
      expect(response.body.task.assignedTo).toMatchObject({ name: 'Quayside cleaner' });
      expect(response.body.task.assignments.map((a: { user_name: string }) => a.user_name)).toEqual(
        ['Quayside cleaner', 'Quayside maintenance'],
      );
      if (seesContactDetails(role)) {
        expect(response.body.task.assignedTo.email).toBe('cleaner@quayside.test');
      } else {
        expect(response.body.task.assignedTo.email).toBeNull();
        expect(JSON.stringify(response.body)).not.toMatch(ADDRESS);
      }
    },
  );

  it('the assigned cleaner reads the task, without any colleague’s address', async () => {
    const response = await (await as('cleaner')).get(`/api/tasks?taskId=${taskId}`).expect(200);
    expect(response.body.task.assignedTo).toEqual({
      id: expect.any(String),
      name: 'Quayside cleaner',
      email: null,
      image: null,
    });
  });

  it.each([['admin'], ['team_lead'], ['cleaner']] as const)(
    'a page of tasks follows the same rule for %s',
    async (role) => {
      const response = await (await as(role)).get('/api/tasks').expect(200);
      const listed = response.body.tasks.find((task: { id: string }) => task.id === taskId);
      expect(listed.assignedTo.email).toBe(
        seesContactDetails(role) ? 'cleaner@quayside.test' : null,
      );
    },
  );
});
