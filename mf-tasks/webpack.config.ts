import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'mf-tasks',
  dir: __dirname,
  title: 'Tasks',
  exposes: {
    './TaskSidebar': './src/expose/TaskSidebar.tsx',
    './TaskCreatePanel': './src/expose/TaskCreatePanel.tsx',
    './TasksDashboard': './src/expose/TasksDashboard.tsx',
    './RecentActivity': './src/expose/RecentActivity.tsx',
  },
});
