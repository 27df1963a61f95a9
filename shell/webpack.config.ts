import { createWebpackConfig } from '../tools/src/webpack/create-config';

export default createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  title: 'Staydesk',
  serviceWorker: './src/service-worker/sw.ts',
  preloadBoundary: true,
});
