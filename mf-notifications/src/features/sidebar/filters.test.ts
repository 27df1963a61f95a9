import { NOTIFICATION_TYPES } from '@staydesk/contracts';
import {
  activeFilterCount,
  listParams,
  NO_FILTERS,
  normalizeFilters,
  toggled,
  TYPE_GROUPS,
} from './filters';

const page = { offset: 50, limit: 50 };

describe('listParams', () => {
  it('asks for the tab and the page only when nothing else is chosen', () => {
    expect(listParams({ tab: 'all', q: '  ', filters: NO_FILTERS }, page)).toEqual({
      tab: 'all',
      limit: 50,
      offset: 50,
    });
  });

  it('sends the trimmed search, the priorities and the types as comma lists', () => {
    expect(
      listParams(
        {
          tab: 'financial',
          q: ' payout ',
          filters: { priorities: ['critical', 'high'], types: ['payout_failed'], statuses: [] },
        },
        page,
      ),
    ).toEqual({
      tab: 'financial',
      limit: 50,
      offset: 50,
      q: 'payout',
      priority: 'critical,high',
      type: 'payout_failed',
    });
  });

  it('sends one status, and none when both are ticked', () => {
    const view = (statuses: Array<'read' | 'unread'>) => ({
      tab: 'all' as const,
      q: '',
      filters: { ...NO_FILTERS, statuses },
    });
    expect(listParams(view(['read']), page).status).toBe('read');
    expect(listParams(view(['read', 'unread']), page).status).toBeUndefined();
  });
});

it('counts every chosen filter value', () => {
  expect(activeFilterCount(NO_FILTERS)).toBe(0);
  expect(
    activeFilterCount({ priorities: ['high', 'low'], types: ['message'], statuses: ['unread'] }),
  ).toBe(4);
});

it('puts filters in one canonical order', () => {
  expect(
    normalizeFilters({
      priorities: ['low', 'critical'],
      types: ['message', 'payment_failure'],
      statuses: ['unread', 'read'],
    }),
  ).toEqual({
    priorities: ['critical', 'low'],
    types: ['payment_failure', 'message'],
    statuses: ['read', 'unread'],
  });
});

it('groups every type under its category exactly once', () => {
  const grouped = TYPE_GROUPS.flatMap((group) => group.types);
  expect(grouped.sort()).toEqual([...NOTIFICATION_TYPES].sort());
  expect(TYPE_GROUPS[0]).toEqual({
    category: 'financial',
    types: [
      'payment_failure',
      'payment_success',
      'payout_initiated',
      'payout_completed',
      'payout_failed',
    ],
  });
});

it('toggles a value in or out of a choice', () => {
  expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
  expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  expect(toggled(['a'], 'a', true)).toEqual(['a']);
});
