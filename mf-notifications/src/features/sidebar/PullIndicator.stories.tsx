import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PullIndicator } from './PullIndicator';

const meta = {
  title: 'Notifications/Notifications sidebar/Pull to refresh',
  component: PullIndicator,
  decorators: [
    (Story) => (
      <div css={{ display: 'flex', flexDirection: 'column', width: 390 }}>
        <Story />
      </div>
    ),
  ],
  args: { pull: 60, refreshing: false },
} satisfies Meta<typeof PullIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pulling: Story = {};

/** Past 100 px: letting go refreshes. */
export const ReadyToRelease: Story = { args: { pull: 160 } };

export const Refreshing: Story = { args: { pull: 0, refreshing: true } };
