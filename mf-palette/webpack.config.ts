import { createWebpackConfig } from '../tools/src/webpack/create-config';

export default createWebpackConfig({
  name: 'mf-palette',
  dir: __dirname,
  title: 'Command palette',
  exposes: { './Palette': './src/expose/Palette.tsx' },
});
