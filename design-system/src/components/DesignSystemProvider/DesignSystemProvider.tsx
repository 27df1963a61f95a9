import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from '../../scheduling/whenIdle';
import { theme } from '../../theme';
import { toasterWantedStore, wantToaster } from '../Toast/toast';
import { emotionCache, resetDrawn } from './emotionCache';
import { globalStyles } from './globalStyles';
import { usePageLevelOwnership } from './usePageLevelOwnership';

// Loaded when the page is idle after its first paint, or with the first toast if that comes
// sooner; a toast raised before the Toaster is there waits in sonner's queue.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export interface DesignSystemProviderProps {
  children: ReactNode;
}

/**
 * Theme and the page's Emotion cache (styles carry the CSP nonce) for everything inside; the
 * reset and the Toaster are rendered once per page however many providers (shell and remotes)
 * are mounted.
 */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  const ownsPage = usePageLevelOwnership();
  const toasterWanted = useSyncExternalStore(
    toasterWantedStore.subscribe,
    toasterWantedStore.get,
    () => false,
  );
  useEffect(() => (ownsPage ? whenIdle(wantToaster) : undefined), [ownsPage]);

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {ownsPage && !resetDrawn && <Global styles={globalStyles} />}
        {children}
        {ownsPage && toasterWanted && (
          <Suspense fallback={null}>
            <Toaster
              position="bottom-center"
              containerAriaLabel="Status messages"
              offset={theme.space[6]}
              mobileOffset={theme.space[4]}
              style={{ zIndex: theme.zIndices.toast, fontFamily: theme.typography.fontFamily }}
            />
          </Suspense>
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}
