import {
  canOpenPalette,
  createTaskSearch,
  paletteCommandsFor,
  type PaletteOpenDetail,
  type PlatformProps,
} from '@staydesk/contracts';
import { lazy, Suspense, useState } from 'react';
import { readPageContext, type PaletteSession } from './palette-session';
import { usePaletteOpenEvent } from './usePaletteOpenEvent';

// Mounted on every page but opened now and then: cmdk and the store load on first use.
const PaletteDialog = lazy(() => import('./PaletteDialog'));

/** The always-mounted palette parcel: opens the palette when the shell asks for it. */
export function PaletteLauncher({ platform }: PlatformProps) {
  const [request, setRequest] = useState<PaletteOpenDetail | null>(null);
  const role = platform.session.currentRole;
  usePaletteOpenEvent((detail) => {
    // Read when asked, not when rendered: the user may have switched role since.
    if (canOpenPalette(platform.session.currentRole)) setRequest(detail);
  });
  if (!request) return null;
  const close = () => setRequest(null);
  const open = (path: string) => {
    close();
    platform.nav.navigate(path);
  };
  const session: PaletteSession = {
    platform,
    page: readPageContext(window.location),
    close,
    open,
    createTask: (context) =>
      open(`${window.location.pathname}${createTaskSearch(window.location.search, context)}`),
  };
  return (
    <Suspense fallback={null}>
      <PaletteDialog
        commands={paletteCommandsFor(role, request.mode)}
        session={session}
        searching={request.mode === 'search'}
      />
    </Suspense>
  );
}
