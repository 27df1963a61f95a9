import {
  canOpenPalette,
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_READY_EVENT,
  PALETTE_OPEN_EVENT,
  PALETTE_READY_EVENT,
  type NotificationSidebarRequest,
  type PaletteOpenDetail,
  type Role,
} from '@staydesk/contracts';
import { createHeldRequest } from './surface-requests';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const requestPalette = createHeldRequest<PaletteOpenDetail>(
  PALETTE_OPEN_EVENT,
  PALETTE_READY_EVENT,
);
const requestNotificationSidebar = createHeldRequest<NotificationSidebarRequest>(
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_READY_EVENT,
);

/** Opens the palette, or holds the request until the palette parcel is listening. */
export function openPalette(detail: PaletteOpenDetail = {}): void {
  requestPalette(detail);
}

/**
 * Global shortcuts: Cmd/Ctrl+K opens the palette, C opens it in create mode, i toggles the
 * notifications sidebar (C and i not while typing). Field staff have no palette, so neither
 * palette shortcut fires for them.
 */
export function installShortcuts(role: Role): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const paletteAllowed = canOpenPalette(role);
    if (paletteAllowed && (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openPalette();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
    if (paletteAllowed && (event.key === 'c' || event.key === 'C')) {
      event.preventDefault();
      openPalette({ mode: 'create' });
    } else if (event.key === 'i' || event.key === 'I') {
      event.preventDefault();
      requestNotificationSidebar({ open: 'toggle' });
    }
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
