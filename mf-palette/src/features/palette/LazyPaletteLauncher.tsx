import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// The contracts (and zod with them) load after the remote's entry, keeping its first load small.
const PaletteLauncher = lazy(() =>
  import('./PaletteLauncher').then((module) => ({ default: module.PaletteLauncher })),
);

export function LazyPaletteLauncher(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <PaletteLauncher {...props} />
    </Suspense>
  );
}
