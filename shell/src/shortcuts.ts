import {
  canCreateFromPalette,
  canOpenPalette,
  NOTIFICATION_SIDEBAR_EVENT,
  PALETTE_OPEN_EVENT,
  type NotificationSidebarRequest,
  type PaletteOpenDetail,
  type Role,
} from '@staydesk/contracts';

export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const request = <Detail>(event: string, detail: Detail) =>
  window.dispatchEvent(new CustomEvent<Detail>(event, { detail }));

/** Asks the palette to open; the shell mounts it on the first request (see on-demand.ts). */
export function openPalette(detail: PaletteOpenDetail = {}): void {
  request(PALETTE_OPEN_EVENT, detail);
}

/**
 * Global shortcuts: Cmd/Ctrl+K opens the palette, C opens it in create mode, i toggles the
 * notifications sidebar (C and i not while typing). Field staff have no palette, so neither
 * palette shortcut fires for them.
 */
export function installShortcuts(currentRole: () => Role): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const paletteAllowed = canOpenPalette(currentRole());
    if (paletteAllowed && (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openPalette();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
    if (canCreateFromPalette(currentRole()) && (event.key === 'c' || event.key === 'C')) {
      event.preventDefault();
      openPalette({ mode: 'create' });
    } else if (event.key === 'i' || event.key === 'I') {
      event.preventDefault();
      request<NotificationSidebarRequest>(NOTIFICATION_SIDEBAR_EVENT, { open: 'toggle' });
    }
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
