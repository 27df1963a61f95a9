import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Invoice',
  component: lazySurface(
    () => import(/* webpackChunkName: "invoice-page" */ '../features/invoice/InvoicePageWithStore'),
  ),
});
