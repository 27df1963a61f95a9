import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Command palette',
  // The contracts (and zod with them) load after the remote's entry, keeping its first load small.
  component: lazySurface(() =>
    import('../features/palette/PaletteLauncher').then((module) => ({
      default: module.PaletteLauncher,
    })),
  ),
});
