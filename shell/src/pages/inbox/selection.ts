import type { DashboardItem } from '@staydesk/contracts';

/** Where the keyboard is in the inbox, and which items a shift-click or shift-arrow picked. */
export interface InboxSelection {
  /** The item E, H and Enter act on when nothing is selected. */
  activeId: string | null;
  selectedIds: ReadonlySet<string>;
  /** Where a shift-click range starts. */
  anchorId: string | null;
}

export const NO_SELECTION: InboxSelection = {
  activeId: null,
  selectedIds: new Set(),
  anchorId: null,
};

const indexOf = (items: readonly DashboardItem[], id: string | null) =>
  id === null ? -1 : items.findIndex((item) => item.id === id);

/**
 * The selection still valid for a new list: gone items dropped, the active one kept in range.
 * Unchanged, it is the same object, so that the inbox does not render all its rows again.
 */
export function reconcile(
  selection: InboxSelection,
  items: readonly DashboardItem[],
  previous: readonly DashboardItem[],
): InboxSelection {
  const ids = new Set(items.map((item) => item.id));
  const selectedIds = new Set([...selection.selectedIds].filter((id) => ids.has(id)));
  let activeId = selection.activeId;
  if (activeId !== null && !ids.has(activeId)) {
    // The next item takes the place of the one that left, as in a mail inbox.
    const was = indexOf(previous, activeId);
    const following = previous.slice(was + 1).find((item) => ids.has(item.id));
    activeId = following?.id ?? items.at(-1)?.id ?? null;
  }
  if (activeId === selection.activeId && selectedIds.size === selection.selectedIds.size)
    return selection;
  return { activeId, selectedIds, anchorId: selection.anchorId };
}

/** j/k and the arrows: one item down or up; with shift the items passed over join the selection. */
export function move(
  selection: InboxSelection,
  items: readonly DashboardItem[],
  step: 1 | -1,
  extend: boolean,
): InboxSelection {
  if (items.length === 0) return selection;
  const from = indexOf(items, selection.activeId);
  const to = from < 0 ? 0 : Math.min(items.length - 1, Math.max(0, from + step));
  const activeId = items[to]!.id;
  if (!extend) return { ...selection, activeId, anchorId: activeId };
  const selectedIds = new Set(selection.selectedIds);
  if (from >= 0) selectedIds.add(items[from]!.id);
  selectedIds.add(activeId);
  return { activeId, selectedIds, anchorId: selection.anchorId ?? activeId };
}

/** A click on an item's checkbox: toggles it; with shift, selects the range from the anchor. */
export function pick(
  selection: InboxSelection,
  items: readonly DashboardItem[],
  id: string,
  range: boolean,
): InboxSelection {
  const selectedIds = new Set(selection.selectedIds);
  const anchor = indexOf(items, selection.anchorId);
  const target = indexOf(items, id);
  if (range && anchor >= 0) {
    const [start, end] = anchor < target ? [anchor, target] : [target, anchor];
    items.slice(start, end + 1).forEach((item) => selectedIds.add(item.id));
  } else if (selectedIds.has(id)) {
    selectedIds.delete(id);
  } else {
    selectedIds.add(id);
  }
  return { activeId: id, selectedIds, anchorId: range ? selection.anchorId : id };
}

/** What E and H act on: the selection, in list order, or else the active item. */
export function targetsOf(
  selection: InboxSelection,
  items: readonly DashboardItem[],
): DashboardItem[] {
  if (selection.selectedIds.size > 0) {
    return items.filter((item) => selection.selectedIds.has(item.id));
  }
  const active = items.find((item) => item.id === selection.activeId);
  return active ? [active] : [];
}
