import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const NotificationRow: Story = {
  render: () => (
    <div css={(theme) => ({ display: 'flex', gap: theme.space[3], maxWidth: 380 })}>
      <Skeleton width={32} height={32} radius="full" />
      <div css={(theme) => ({ flex: 1, display: 'grid', gap: theme.space[2] })}>
        <Skeleton width="60%" />
        <Skeleton height={12} />
        <Skeleton width="30%" height={12} />
      </div>
    </div>
  ),
};
