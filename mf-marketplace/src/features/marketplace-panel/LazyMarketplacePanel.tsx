import type { PlatformProps } from '@staydesk/contracts';
import { lazy, Suspense } from 'react';

// Redux, zod and the feature load after the remote's entry, keeping its first load small.
const MarketplacePanelWithStore = lazy(() => import('./MarketplacePanelWithStore'));

export function LazyMarketplacePanel(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <MarketplacePanelWithStore {...props} />
    </Suspense>
  );
}
