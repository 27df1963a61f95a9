import mongoose from 'mongoose';
import {
  NOTIFICATION_TABS,
  RESERVATION_PLATFORMS,
  RESERVATION_STATUSES,
  ROLES,
  TASK_SORTS,
  TASK_STATUSES,
} from '@staydesk/contracts';
import { declaredRoutes, pathOf } from '../../test/declared-routes';
import { signedInAgent, withTestApi } from '../../test/harness';
import {
  declaredIndexes,
  describeUncovered,
  libraryIndexesOf,
  uncoveredReads,
} from '../../test/index-coverage';
import { covers, shapesOf } from '../../test/index-rule';
import { seedMatrixCustomer, type MatrixCustomer } from '../../test/matrix/fixtures';
import { QueryRecorder } from '../../test/query-recorder';

/**
 * Every read the API sends while serving its routes' pages must be served by a declared index
 * (decision 35): the offline database scans whatever it is sent, so the proof that a list stays
 * fast at 100,000 documents is that an index fits each of its queries.
 */

let own: MatrixCustomer;
const api = withTestApi(
  async () => {
    own = await seedMatrixCustomer('Own', { superUser: true });
  },
  { monitorCommands: true },
);

/** Streams and documents: no read of the customer's data behind them. */
const NOT_READS = new Set(['events.stream', 'docs.openapi', 'docs.page', 'docs.asset', 'health']);

/** Each list's filters and sorts, one at a time and together, and a search of each kind. */
function listVariants({ tenant, id }: MatrixCustomer): string[] {
  const { listingId, reservationId } = tenant;
  return [
    ...TASK_SORTS.flatMap((sort) => [
      `/api/tasks?sort=${sort}`,
      `/api/tasks?sort=${sort}&status=${TASK_STATUSES[0]}`,
      `/api/tasks?sort=${sort}&listings=${listingId}`,
      `/api/tasks?sort=${sort}&assignee=me`,
    ]),
    `/api/tasks?status=${TASK_STATUSES.slice(0, 2).join(',')}`,
    '/api/tasks?assignee=unassigned',
    '/api/tasks?category=cleaning&priority=high',
    '/api/tasks?dueFrom=2026-01-01T00:00:00.000Z&dueTo=2027-01-01T00:00:00.000Z',
    '/api/tasks?q=task',
    '/api/tasks?fetchTags=true',
    ...NOTIFICATION_TABS.map((tab) => `/api/notifications?tab=${tab}`),
    '/api/notifications?status=unread',
    '/api/notifications?priority=high&type=mention',
    '/api/notifications?q=notification&offset=10',
    '/api/reservations',
    `/api/reservations?mode=current&listingIds=${listingId}`,
    '/api/reservations?mode=current&q=own',
    ...RESERVATION_PLATFORMS.map((platform) => `/api/reservations?platform=${platform}`),
    ...RESERVATION_STATUSES.map((status) => `/api/reservations?status=${status}`),
    '/api/reservations?from=2026-01-01&to=2027-01-01',
    `/api/reservations/access?reservationId=${reservationId}`,
    '/api/listings?query=own',
    '/api/listings?withGroups=true',
    '/api/search/reservations?q=own',
    '/api/search/reservations?current=true',
    `/api/superadmin/customers?customerId=${id.toString()}`,
  ];
}

describe('the indexes behind the API reads', () => {
  it('serve every read of every page, list and search, for every role', async () => {
    const recorder = new QueryRecorder(mongoose.connection.getClient());
    const pages = declaredRoutes().filter(
      (route) => route.method === 'GET' && !NOT_READS.has(route.id),
    );
    const principals = [
      ...ROLES.map((role) => ({ name: role, email: own.users.get(role)!.email })),
      { name: 'super user', email: own.superUser!.email },
    ];
    const refusedToSuperUser: string[] = [];
    for (const principal of principals) {
      const { agent } = await signedInAgent(api.server, principal.email);
      const fixture = {
        caller: { userId: '', customerId: own.id.toString(), email: principal.email, password: '' },
        tenant: own.tenant,
      };
      const lists = listVariants(own);
      const paths = [
        ...pages.map((route) => pathOf(route, route.example?.request(fixture) ?? {})),
        ...lists,
      ];
      for (const path of paths)
        await recorder.during(`GET ${path} as ${principal.name}`, async () => {
          const { status } = await agent.get(path);
          if (principal.name === 'super user' && lists.includes(path) && status !== 200)
            refusedToSuperUser.push(`${path}: ${status}`);
        });
    }
    recorder.stop();
    // The reads are only recorded if the lists really ran: the super user may read them all.
    expect(refusedToSuperUser).toEqual([]);

    const collections = recorder.queries.map((query) => query.collection);
    expect(collections).toEqual(expect.arrayContaining(['tasks', 'notificationrecipients']));
    const indexes = declaredIndexes(await libraryIndexesOf(collections));
    const uncovered = uncoveredReads(recorder.queries, indexes);
    expect(uncovered.map(describeUncovered)).toEqual([]);
  }, 180_000);

  it('names a list whose index is missing', () => {
    // The notifications page as it is read, against the indexes without the one it needs.
    const indexes = declaredIndexes(new Map());
    const withoutCategory = new Map(indexes);
    withoutCategory.set(
      'notificationrecipients',
      indexes
        .get('notificationrecipients')!
        .filter((index) => !index.key.some(([field]) => field === 'category')),
    );
    const read = {
      during: 'GET /api/notifications?tab=financial as admin',
      collection: 'notificationrecipients',
      command: 'find' as const,
      filter: { customerId: 'c', userId: 'u', isArchived: false, category: 'financial' },
      sort: { createdAt: -1, _id: -1 },
    };
    expect(uncoveredReads([read], indexes)).toEqual([]);
    const [uncovered] = uncoveredReads([read], withoutCategory);
    expect(describeUncovered(uncovered!)).toContain(
      'GET /api/notifications?tab=financial as admin: find on notificationrecipients',
    );
    expect(uncovered!.nearest).toContain(
      '{ customerId: 1, userId: 1, isArchived: 1, createdAt: -1, _id: -1 }',
    );
  });

  it('takes equality fields first, then the sort, then ranges', () => {
    const index = {
      name: 'by_due',
      key: [
        ['customerId', 1],
        ['status', 1],
        ['dueDate', 1],
        ['_id', 1],
      ] as Array<[string, unknown]>,
    };
    const [served] = shapesOf({ customerId: 'c', status: 'todo' }, { dueDate: -1, _id: -1 });
    const [mixed] = shapesOf({ customerId: 'c', status: 'todo' }, { dueDate: 1, _id: -1 });
    const [rangeFirst] = shapesOf({ customerId: 'c', status: { $in: ['a', 'b'] } }, { dueDate: 1 });
    const branches = shapesOf({ customerId: 'c', $or: [{ status: 'todo' }, { title: /x/ }] }, {});
    expect(covers(index, served!)).toBe(true);
    expect(covers(index, mixed!)).toBe(false);
    expect(covers(index, rangeFirst!)).toBe(false);
    expect(branches.map((shape) => covers(index, shape))).toEqual([true, false]);
  });
});
