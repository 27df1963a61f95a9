import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  title: 'Staydesk',
  serviceWorker: './src/service-worker/sw.ts',
  preloadBoundary: true,
});
