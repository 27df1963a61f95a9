import { createWebpackConfig } from '../tools/src/webpack/create-config';

export default createWebpackConfig({
  name: 'mf-marketplace',
  dir: __dirname,
  title: 'Marketplace',
  exposes: { './MarketplacePanel': './src/expose/MarketplacePanel.tsx' },
});
