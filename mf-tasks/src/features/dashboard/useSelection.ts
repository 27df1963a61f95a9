import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface Selection {
  selected: ReadonlySet<string>;
  /** A click toggles one task; with Shift, it sets every task from the last clicked one to it. */
  toggle: (id: string, range: boolean) => void;
  setAll: (ids: readonly string[]) => void;
  clear: () => void;
  /** Keeps only these ids selected (after a bulk change, the refused ones). */
  keep: (ids: readonly string[]) => void;
}

/** The ids from `anchor` to `target` in the order shown, both included. */
export function rangeBetween(ordered: readonly string[], anchor: string, target: string): string[] {
  const from = ordered.indexOf(anchor);
  const to = ordered.indexOf(target);
  if (from === -1 || to === -1) return [target];
  return ordered.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** Multi-select over the tasks in the order the list shows them. */
export function useSelection(ordered: readonly string[]): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  // Read when a range is chosen, so the callbacks, and the rows given them, stay the same as
  // pages come in.
  const order = useRef(ordered);
  useEffect(() => {
    order.current = ordered;
  }, [ordered]);

  const toggle = useCallback((id: string, range: boolean) => {
    const from = range ? anchor.current : null;
    const shown = order.current;
    anchor.current = id;
    setSelected((current) => {
      const next = new Set(current);
      if (from) {
        // The range takes the state the anchor row has, as file managers do.
        const select = current.has(from);
        for (const each of rangeBetween(shown, from, id)) {
          if (select) next.add(each);
          else next.delete(each);
        }
      } else if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const setAll = useCallback((ids: readonly string[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(new Set());
  }, []);
  const keep = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => new Set(ids.filter((id) => current.has(id)))),
    [],
  );
  return useMemo(
    () => ({ selected, toggle, setAll, clear, keep }),
    [selected, toggle, setAll, clear, keep],
  );
}
