import { createWebpackConfig } from '../tools/src/webpack/create-config';

export default createWebpackConfig({
  name: 'mf-execution',
  dir: __dirname,
  title: 'Execution',
  exposes: { './ExecutionView': './src/expose/ExecutionView.tsx' },
});
