import type { DashboardItem } from '@staydesk/contracts';
import { NO_SELECTION, reconcile, type InboxSelection } from './selection';

const item = (id: string) => ({ id }) as DashboardItem;
const items = ['a', 'b', 'c'].map(item);

describe('reconcile', () => {
  it('keeps the very same selection when the list still holds all of it', () => {
    const selection: InboxSelection = {
      activeId: 'b',
      selectedIds: new Set(['a', 'c']),
      anchorId: 'a',
    };
    expect(reconcile(selection, items, items)).toBe(selection);
    expect(reconcile(NO_SELECTION, items, [])).toBe(NO_SELECTION);
  });

  it('drops selected items that left the list', () => {
    const selection: InboxSelection = {
      activeId: 'a',
      selectedIds: new Set(['a', 'c']),
      anchorId: 'a',
    };
    const next = reconcile(selection, [item('a'), item('b')], items);
    expect(next).toEqual({ activeId: 'a', selectedIds: new Set(['a']), anchorId: 'a' });
  });

  it('moves the active item to the one that followed it when it left', () => {
    const selection: InboxSelection = { activeId: 'b', selectedIds: new Set(), anchorId: null };
    expect(reconcile(selection, [item('a'), item('c')], items).activeId).toBe('c');
    expect(reconcile(selection, [item('a')], items).activeId).toBe('a');
    expect(reconcile(selection, [], items).activeId).toBeNull();
  });
});
