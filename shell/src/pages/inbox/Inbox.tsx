import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardItem, PlatformApi, ReminderPreset } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { pageContentShown } from '../page-content';
import { markDone, remindLater, type InboxChange } from './inbox-commands';
import { InboxRow } from './InboxRow';
import { move, NO_SELECTION, pick, reconcile, targetsOf } from './selection';
import { UndoBar } from './UndoBar';
import { useInboxItems } from './use-inbox-items';

export { prepareInboxItems } from './use-inbox-items';
import { useInboxKeys } from './use-inbox-keys';

// With its time-zone arithmetic, it loads the first time someone asks for a reminder.
const ReminderMenu = lazy(() => import('./ReminderMenu'));

/**
 * The home inbox: what needs the caller's attention, ranked by the API, triaged from the
 * keyboard (j/k, Enter, E, H, shift to select) or with each row's buttons on touch.
 */
export default function Inbox({ platform }: { platform: PlatformApi }) {
  const { load, refetch, retry } = useInboxItems(platform);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [selection, setSelection] = useState(NO_SELECTION);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<InboxChange | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusActive = useRef(false);

  useEffect(() => {
    if (load.state !== 'loading') pageContentShown();
  }, [load.state]);
  const loaded = load.state === 'ready' ? load.items : [];
  const items = loaded.filter((item) => !hiddenIds.has(item.id));
  const previousItems = useRef(items);
  useEffect(() => {
    setSelection((current) => reconcile(current, items, previousItems.current));
    previousItems.current = items;
    // Only a change of the ids matters; the array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items.map((item) => item.id).join()]);

  useEffect(() => {
    if (!focusActive.current || !selection.activeId) return;
    focusActive.current = false;
    list.current?.querySelector<HTMLElement>(`[data-item-id="${selection.activeId}"] a`)?.focus();
  }, [selection.activeId]);

  const hide = (ids: readonly string[], hidden: boolean) =>
    setHiddenIds((current) => {
      const next = new Set(current);
      ids.forEach((id) => (hidden ? next.add(id) : next.delete(id)));
      return next;
    });

  /** Hides the items at once, then keeps hidden what the API changed and offers the undo. */
  const apply = async (targets: DashboardItem[], change: () => Promise<InboxChange>) => {
    if (targets.length === 0) return;
    const ids = targets.map((item) => item.id);
    hide(ids, true);
    setSelection((current) => ({ ...current, selectedIds: new Set() }));
    const result = await change();
    hide(
      ids.filter((id) => !result.changedIds.includes(id)),
      false,
    );
    if (result.error) platform.toast(result.error, 'error');
    if (result.changedIds.length > 0) setUndoable(result);
    refetch();
  };

  const undo = async (change: InboxChange) => {
    setUndoable(null);
    const error = await change.undo();
    if (error) platform.toast(error, 'error');
    hide(change.changedIds, false);
    refetch();
  };

  const open = (item: DashboardItem | undefined) => {
    if (!item) return;
    setSelection((current) => ({ ...current, activeId: item.id }));
    if (item.source === 'task') platform.nav.openTask(item.sourceId);
    else platform.nav.navigate(`${window.location.pathname}?reservation=${item.sourceId}`);
  };

  const targets = () => targetsOf(selection, items);
  // Field staff finish their tasks in the field: E and Mark done leave those items alone.
  const done = (chosen = targets()) => {
    const doable = chosen.filter((item) => item.mayMarkDone);
    void apply(doable, () => markDone(platform, doable));
  };
  const remind = (preset: ReminderPreset) => {
    const chosen = targets();
    setMenuFor(null);
    void apply(chosen, () => remindLater(platform, chosen, preset));
  };
  const closeMenu = useCallback(() => setMenuFor(null), []);
  const expireUndo = useCallback(() => setUndoable(null), []);

  useInboxKeys(list, {
    move: (step, extend) => {
      focusActive.current = true;
      setSelection((current) => move(current, items, step, extend));
    },
    open: () => open(items.find((item) => item.id === selection.activeId)),
    done: () => done(),
    remind: () => {
      const [first] = targets();
      if (first) setMenuFor(selection.activeId ?? first.id);
    },
    clearSelection: () => setSelection((current) => ({ ...current, selectedIds: new Set() })),
  });

  if (load.state === 'loading') return <Skeleton height={160} />;
  if (load.state === 'error') {
    return (
      <div role="alert" css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>{load.message}</p>
        <Button size="sm" variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  const selectedCount = selection.selectedIds.size;
  return (
    <>
      <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>{load.scopeLabel}</h2>
      {selectedCount > 0 && (
        <div
          role="toolbar"
          aria-label="Selected items"
          css={{ display: 'flex', gap: 8, alignItems: 'center', margin: '0 0 8px' }}
        >
          <span>{selectedCount} selected</span>
          {targets().some((item) => item.mayMarkDone) && (
            <Button size="sm" onClick={() => done()}>
              Mark done
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setMenuFor(selection.activeId ?? targets()[0]?.id ?? null)}
          >
            Remind me later
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState title="All caught up!" description="Nothing needs your attention right now." />
      ) : (
        <ul
          ref={list}
          aria-label="Inbox"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
        >
          {items.map((item) => (
            <InboxRow
              key={item.id}
              item={item}
              active={item.id === selection.activeId}
              selected={selection.selectedIds.has(item.id)}
              menuOpen={menuFor === item.id}
              onPick={(range) => setSelection((current) => pick(current, items, item.id, range))}
              onOpen={() => open(item)}
              onFocus={() => setSelection((current) => ({ ...current, activeId: item.id }))}
              onDone={() => done(selectedCount > 0 ? targets() : [item])}
              onRemind={() => {
                if (selectedCount === 0)
                  setSelection((current) => ({ ...current, activeId: item.id }));
                setMenuFor(menuFor === item.id ? null : item.id);
              }}
            >
              {menuFor === item.id && (
                <Suspense fallback={null}>
                  <ReminderMenu
                    lastUsed={load.lastReminderPreset}
                    onPick={remind}
                    onClose={closeMenu}
                  />
                </Suspense>
              )}
            </InboxRow>
          ))}
        </ul>
      )}
      {undoable && (
        <UndoBar
          message={undoable.message}
          onUndo={() => void undo(undoable)}
          onExpire={expireUndo}
        />
      )}
    </>
  );
}
