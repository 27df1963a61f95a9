import { createSurfaceLifecycles } from '@staydesk/design-system';
import { PaletteLauncher } from '../features/palette/PaletteLauncher';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Command palette',
  component: PaletteLauncher,
});
