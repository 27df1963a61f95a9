import {
  PALETTE_OPEN_EVENT,
  PALETTE_READY_EVENT,
  type PaletteMode,
  type PaletteOpenDetail,
} from '@staydesk/contracts';
import { useEffect, useEffectEvent } from 'react';

const MODES: readonly PaletteMode[] = ['ask', 'search', 'create'];

function modeOf(event: Event): PaletteMode | undefined {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null || !('mode' in detail)) return undefined;
  return MODES.find((mode) => mode === detail.mode);
}

/** The shell owns the shortcuts and asks for the palette through a window event. */
export function usePaletteOpenEvent(onOpen: (detail: PaletteOpenDetail) => void): void {
  const handle = useEffectEvent((event: Event) => onOpen({ mode: modeOf(event) }));
  useEffect(() => {
    const listener = (event: Event) => handle(event);
    window.addEventListener(PALETTE_OPEN_EVENT, listener);
    window.dispatchEvent(new Event(PALETTE_READY_EVENT));
    return () => window.removeEventListener(PALETTE_OPEN_EVENT, listener);
  }, []);
}
