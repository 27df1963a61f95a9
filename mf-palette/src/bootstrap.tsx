import { PALETTE_OPEN_EVENT, type PaletteOpenDetail } from '@staydesk/contracts';
import { renderHarness } from '@staydesk/design-system/platform';
import * as palette from './expose/Palette';

renderHarness({
  title: 'Command palette',
  surfaces: [{ label: 'Command palette', lifecycles: palette }],
});

// Alone on its port there is no shell to own the shortcut, so the harness stands in for it.
window.addEventListener('keydown', (event) => {
  if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return;
  event.preventDefault();
  const detail: PaletteOpenDetail = {};
  window.dispatchEvent(new CustomEvent(PALETTE_OPEN_EVENT, { detail }));
});
