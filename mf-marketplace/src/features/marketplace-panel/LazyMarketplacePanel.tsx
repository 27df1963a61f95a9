import type { PlatformProps } from '@staydesk/contracts';
import { lazySurfacePart } from '@staydesk/design-system/platform';
import { Suspense } from 'react';

// Redux, zod, the API and the feature load after the remote's entry, keeping its first load
// small.
// Each step is evaluated in a task of its own, as the libraries (Redux, then zod's core, then the
// rest of zod), the API, the store and the schemas built with zod were one long task on a phone's
// CPU. A library's step names one export (`webpackExports`): a dynamic import of zod's whole
// namespace would bundle every locale it has.
// Preloaded with this chunk: the surface shows its content at once, so waiting for it to ask
// would only add a round trip.
const MarketplacePanelWithStore = lazySurfacePart(
  () =>
    import(
      /* webpackChunkName: "marketplace-panel", webpackPreload: true, webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
    ),
  () =>
    import(/* webpackChunkName: "marketplace-panel", webpackPreload: true */ '../../remote-api'),
  () => import(/* webpackChunkName: "marketplace-panel", webpackPreload: true */ '../../store'),
  () =>
    import(
      /* webpackChunkName: "marketplace-panel", webpackPreload: true, webpackExports: ["$ZodType"] */ 'zod/v4/core'
    ),
  () =>
    import(
      /* webpackChunkName: "marketplace-panel", webpackPreload: true, webpackExports: ["string"] */ 'zod'
    ),
  () => import(/* webpackChunkName: "marketplace-panel", webpackPreload: true */ './api'),
  () =>
    import(
      /* webpackChunkName: "marketplace-panel", webpackPreload: true */ './MarketplacePanelWithStore'
    ),
);

export function LazyMarketplacePanel(props: PlatformProps) {
  return (
    <Suspense fallback={null}>
      <MarketplacePanelWithStore {...props} />
    </Suspense>
  );
}
