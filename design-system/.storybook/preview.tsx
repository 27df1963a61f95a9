import type { Preview } from '@storybook/react-webpack5';
import { DesignSystemProvider } from '../src';

const preview: Preview = {
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
