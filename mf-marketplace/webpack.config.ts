import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'mf-marketplace',
  dir: __dirname,
  title: 'Marketplace',
  exposes: {
    './MarketplacePanel': './src/expose/MarketplacePanel.tsx',
    './InvoicePage': './src/expose/InvoicePage.tsx',
    './MarketplacePage': './src/expose/MarketplacePage.tsx',
    './TaskIssuesPanel': './src/expose/TaskIssuesPanel.tsx',
  },
});
