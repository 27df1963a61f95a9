import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyPaletteLauncher } from '../features/palette/LazyPaletteLauncher';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Command palette',
  component: LazyPaletteLauncher,
});
