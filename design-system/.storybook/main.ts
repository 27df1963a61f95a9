import type { StorybookConfig } from '@storybook/react-webpack5';
import type { Options as SwcOptions } from '@swc/core';

/** Same JSX transform as the apps and Jest, so the `css` prop works in stories. */
const withEmotionJsx = (options: SwcOptions): SwcOptions => ({
  ...options,
  jsc: {
    ...options.jsc,
    transform: {
      ...options.jsc?.transform,
      react: {
        ...options.jsc?.transform?.react,
        runtime: 'automatic',
        importSource: '@emotion/react',
      },
    },
  },
});

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y'],
  // The catalogue: the design-system's primitives and the remotes' surfaces built from them.
  stories: ['../src/**/*.stories.tsx', '../../mf-*/src/**/*.stories.tsx'],
  swc: withEmotionJsx,
  core: { disableTelemetry: true },
};

export default config;
