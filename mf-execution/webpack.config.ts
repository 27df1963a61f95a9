import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'mf-execution',
  dir: __dirname,
  title: 'Execution',
  exposes: { './ExecutionView': './src/expose/ExecutionView.tsx' },
});
