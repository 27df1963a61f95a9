import { useEffect, useRef, type RefObject } from 'react';
import { isTyping } from '../../shortcuts';

export interface InboxKeyHandlers {
  move: (step: 1 | -1, extend: boolean) => void;
  open: () => void;
  done: () => void;
  remind: () => void;
  clearSelection: () => void;
}

const STEPS: Record<string, 1 | -1> = { j: 1, J: 1, ArrowDown: 1, k: -1, K: -1, ArrowUp: -1 };

/** Dialogs and menus (the palette, the task sidebar, a reminder menu) keep their own keys. */
const insideOverlay = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('[role="dialog"], [role="menu"], [aria-modal]') !== null;

/**
 * The inbox's keys: j/k or the arrows move (with shift they select), Enter opens, E marks done,
 * H asks for a reminder, Escape clears the selection. Never while typing or in an overlay; the
 * arrows and Enter only from the list itself or the bare page, where nothing else wants them.
 */
export function useInboxKeys(list: RefObject<HTMLElement | null>, handlers: InboxKeyHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event;
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTyping(target) || insideOverlay(target)) return;
      const onPage =
        target === document.body || (target instanceof Node && list.current?.contains(target));
      const step = STEPS[event.key];
      const on = latest.current;
      if (step !== undefined) {
        if (event.key.startsWith('Arrow') && !onPage) return;
        on.move(step, event.shiftKey);
      } else if (event.key === 'Enter' && target === document.body) on.open();
      else if (event.key === 'e' || event.key === 'E') on.done();
      else if (event.key === 'h' || event.key === 'H') on.remind();
      else if (event.key === 'Escape' && onPage) on.clearSelection();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [list]);
}
