import { createWebpackConfig } from '@staydesk/tools/webpack';

export default createWebpackConfig({
  name: 'mf-palette',
  dir: __dirname,
  title: 'Command palette',
  exposes: { './Palette': './src/expose/Palette.tsx' },
});
