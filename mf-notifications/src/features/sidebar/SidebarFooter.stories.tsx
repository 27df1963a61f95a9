import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SidebarFooter } from './SidebarFooter';

const succeed = () => new Promise((resolve) => setTimeout(resolve, 600));
const fail = () => new Promise((_, reject) => setTimeout(() => reject(new Error('500')), 600));

const meta = {
  title: 'Notifications/Notifications sidebar/Footer',
  component: SidebarFooter,
  decorators: [
    (Story) => (
      <div css={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    unreadCount: 12,
    canArchive: true,
    onMarkAllRead: fn(succeed),
    onArchiveAll: fn(succeed),
  },
} satisfies Meta<typeof SidebarFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click shows a spinner, then 'All read' for 2 s; clicks within 1 s are ignored. */
export const Default: Story = {};

export const NothingUnread: Story = { args: { unreadCount: 0 } };

/** The request fails: logged only, the spinner stops and the button is back. */
export const Failing: Story = { args: { onMarkAllRead: fn(fail), onArchiveAll: fn(fail) } };
