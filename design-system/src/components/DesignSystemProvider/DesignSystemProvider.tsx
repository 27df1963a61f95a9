import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '../../theme';
import { emotionCache } from './emotionCache';
import { globalStyles } from './globalStyles';
import { usePageLevelOwnership } from './usePageLevelOwnership';

// Loaded after the first paint; a toast raised before it arrives waits in sonner's queue.
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

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {ownsPage && <Global styles={globalStyles} />}
        {children}
        {ownsPage && (
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
