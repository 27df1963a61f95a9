import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'mf-notifications',
  dir: __dirname,
  title: 'Notifications',
  exposes: {
    './Bell': './src/expose/Bell.tsx',
    './NotificationSidebar': './src/expose/NotificationSidebar.tsx',
    './NotificationSettings': './src/expose/NotificationSettings.tsx',
  },
});
