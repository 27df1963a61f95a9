import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'All caught up!' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithAction: Story = {
  args: {
    title: 'Failed to Load Providers',
    description: 'Check your connection and try again.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Try Again
      </Button>
    ),
  },
};
