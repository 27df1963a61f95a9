import { PALETTE_OPEN_EVENT, type Role } from '@staydesk/contracts';
import { installShortcuts } from './shortcuts';

function pressWith(role: Role, key: string) {
  const opened: unknown[] = [];
  const listener = (event: Event) => opened.push((event as CustomEvent).detail);
  window.addEventListener(PALETTE_OPEN_EVENT, listener);
  const uninstall = installShortcuts(() => role);
  window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  uninstall();
  window.removeEventListener(PALETTE_OPEN_EVENT, listener);
  return opened;
}

describe('the C shortcut', () => {
  it('opens the palette in create mode for those who create', () => {
    expect(pressWith('admin', 'c')).toEqual([{ mode: 'create' }]);
  });

  it.each<Role>(['partner', 'accountant', 'cleaner'])('does nothing for a %s', (role) => {
    expect(pressWith(role, 'c')).toEqual([]);
  });
});
