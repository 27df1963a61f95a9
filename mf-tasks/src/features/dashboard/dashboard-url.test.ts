import { taskQuerySchema } from '@staydesk/contracts';
import { filtersSearch, NO_FILTERS, readFilters, taskQueryOf } from './dashboard-url';

describe('dashboard filters in the URL', () => {
  it('reads back every filter it writes, keeping the open task', () => {
    const filters = {
      ...NO_FILTERS,
      status: ['blocked' as const, 'todo' as const],
      category: ['laundry' as const],
      priority: ['urgent' as const],
      assignee: 'unassigned',
      listing: 'listing-7',
      dueFrom: '2026-11-23',
      dueTo: '2026-11-30',
      q: 'linen',
      sort: 'priority' as const,
    };

    const search = filtersSearch('?task=task-9', filters);

    expect(new URLSearchParams(search).get('task')).toBe('task-9');
    // Written in the fixed order of the choices, whatever order they were clicked in.
    expect(new URLSearchParams(search).get('status')).toBe('todo,blocked');
    expect(readFilters(search)).toEqual({ ...filters, status: ['todo', 'blocked'] });
  });

  it('writes nothing for the defaults and leaves the creation panel its listing parameter', () => {
    const search = filtersSearch('?createTask=true&listing=l-1', { ...NO_FILTERS, listing: 'l-2' });
    const params = new URLSearchParams(search);
    expect(params.get('listing')).toBe('l-1');
    expect(params.get('property')).toBe('l-2');
    expect(filtersSearch('', NO_FILTERS)).toBe('');
  });

  it('ignores what it does not know: a hand-edited link still opens the dashboard', () => {
    expect(readFilters('?status=todo,done&sort=sideways&dueFrom=tomorrow')).toEqual({
      ...NO_FILTERS,
      status: ['todo'],
    });
  });
});

describe('the list call', () => {
  it('turns the due days into instants of the viewer’s own days that the API accepts', () => {
    const query = taskQueryOf(
      {
        ...NO_FILTERS,
        status: ['todo'],
        dueFrom: '2026-11-23',
        dueTo: '2026-11-23',
        assignee: 'me',
      },
      100,
    );

    expect(query).toMatchObject({ status: 'todo', assignee: 'me', limit: 100, sort: 'due_asc' });
    expect(new Date(query.dueFrom ?? '').getTime()).toBe(new Date('2026-11-23T00:00:00').getTime());
    expect(new Date(query.dueTo ?? '').getTime()).toBe(
      new Date('2026-11-24T00:00:00').getTime() - 1,
    );
    expect(taskQuerySchema.safeParse(query).success).toBe(true);
  });
});
