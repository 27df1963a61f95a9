import {
  canOpenPalette,
  PALETTE_OPEN_EVENT,
  PALETTE_READY_EVENT,
  type PaletteOpenDetail,
  type Role,
} from '@staydesk/contracts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

let paletteReady = false;
let pendingRequest: PaletteOpenDetail | null = null;

const sendToPalette = (detail: PaletteOpenDetail) =>
  window.dispatchEvent(new CustomEvent<PaletteOpenDetail>(PALETTE_OPEN_EVENT, { detail }));

window.addEventListener(PALETTE_READY_EVENT, () => {
  paletteReady = true;
  if (pendingRequest) sendToPalette(pendingRequest);
  pendingRequest = null;
});

/** Opens the palette, or holds the request until the palette parcel is listening. */
export function openPalette(detail: PaletteOpenDetail = {}): void {
  if (paletteReady) sendToPalette(detail);
  else pendingRequest = detail;
}

/**
 * Global shortcuts: Cmd/Ctrl+K opens the palette, C opens it in create mode (not while typing).
 * Field staff have no palette, so neither fires for them.
 */
export function installShortcuts(role: Role): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!canOpenPalette(role)) return;
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openPalette();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
    if (event.key === 'c' || event.key === 'C') {
      event.preventDefault();
      openPalette({ mode: 'create' });
    }
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
