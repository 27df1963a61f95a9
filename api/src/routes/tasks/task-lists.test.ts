import type { Types } from 'mongoose';
import { taskPageSchema } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let users: Map<string, Types.ObjectId>;

const DAY_MS = 86_400_000;
const START = Date.parse('2026-12-01T09:00:00Z');

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'cleaner',
    'maintenance',
    'partner',
    'concierge',
  ]);
  users = seaside.users;
  await User.updateMany(
    { _id: { $in: [users.get('partner'), users.get('maintenance')] } },
    { $set: { companyId: 'sparkle' } },
  );
  const task = (title: string, extra: object) => ({
    customerId: seaside.customerId,
    title,
    category: 'cleaning',
    priority: 'medium',
    ...extra,
  });
  await Task.insertMany([
    task("Cleaner's own", { assignments: [{ userId: users.get('cleaner') }] }),
    task("Maintenance's own", { assignments: [{ userId: users.get('maintenance') }] }),
    task('Declined by the cleaner', {
      assignments: [{ userId: users.get('cleaner'), status: 'declined' }],
    }),
    task('Open offer', { marketplaceEligible: true, status: 'todo' }),
    task('Taken offer', {
      marketplaceEligible: true,
      assignments: [{ userId: users.get('admin') }],
    }),
    task('Closed offer', { marketplaceEligible: true, status: 'completed' }),
    task('Nobody', {}),
    // A page-size run of dated tasks, some on the same due date, and some with none.
    ...Array.from({ length: 23 }, (_, index) =>
      task(`Dated ${String(index).padStart(2, '0')}`, {
        dueDate: index % 5 === 4 ? null : new Date(START + Math.floor(index / 2) * DAY_MS),
        priority: ['low', 'urgent', 'high', 'medium'][index % 4],
        description: index === 7 ? 'Bring the LADDER' : '',
      }),
    ),
  ]);
});

async function titlesFor(email: string, query = '') {
  const { agent } = await signedInAgent(api.server, email);
  const response = await agent.get(`/api/tasks?limit=200${query}`).expect(200);
  const page = taskPageSchema.parse(response.body);
  return { titles: page.tasks.map((task) => task.title).sort(), label: page.scopeLabel };
}

describe('GET /api/tasks: whose tasks each role sees', () => {
  it('shows a cleaner its own tasks and the open marketplace offers, and says so', async () => {
    expect(await titlesFor('cleaner@seaside.test')).toEqual({
      titles: ["Cleaner's own", 'Open offer'],
      label: 'Tasks assigned to you, and marketplace offers',
    });
  });

  it("shows a partner its company's tasks too", async () => {
    expect(await titlesFor('partner@seaside.test')).toEqual({
      titles: ["Maintenance's own", 'Open offer'],
      label: 'Tasks assigned to you and your company, and marketplace offers',
    });
  });

  it("shows managers and concierges all of the customer's tasks", async () => {
    for (const email of ['admin@seaside.test', 'concierge@seaside.test']) {
      const { titles, label } = await titlesFor(email);
      expect(titles).toHaveLength(30);
      expect(label).toBe("All of your team's tasks");
    }
  });

  it('filters by assignee, search text and priority', async () => {
    expect((await titlesFor('admin@seaside.test', '&assignee=unassigned')).titles).toHaveLength(27);
    expect((await titlesFor('admin@seaside.test', '&priority=urgent')).titles).toEqual([
      'Dated 01',
      'Dated 05',
      'Dated 09',
      'Dated 13',
      'Dated 17',
      'Dated 21',
    ]);
    expect((await titlesFor('cleaner@seaside.test', '&assignee=me')).titles).toEqual([
      "Cleaner's own",
    ]);
    expect((await titlesFor('admin@seaside.test', '&q=ladder')).titles).toEqual(['Dated 07']);
    expect((await titlesFor('admin@seaside.test', '&q=.*')).titles).toEqual([]);
  });
});

describe('GET /api/tasks: cursor paging', () => {
  it.each(['due_asc', 'due_desc', 'priority', 'created_desc'])(
    'walks every task exactly once by %s, even with tasks added meanwhile',
    async (sort) => {
      const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `/api/tasks?sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
        const page = taskPageSchema.parse((await agent.get(query).expect(200)).body);
        seen.push(...page.tasks.map((task) => task.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(await Task.countDocuments());
    },
  );

  it('orders by due date with ties broken by id', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const page = taskPageSchema.parse(
      (await agent.get('/api/tasks?sort=due_asc&limit=200').expect(200)).body,
    );
    const dated = page.tasks.filter((task) => task.due_date).map((task) => task.due_date!);
    expect(dated).toEqual([...dated].sort());
  });

  it('refuses a cursor it did not make', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/tasks?cursor=not-a-cursor').expect(400);
    expect(response.body.error.message).toMatch(/^cursor: /);
  });
});
