import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { manyNotifications } from '../sidebar/fixtures';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';

const message = {
  ...manyNotifications(3)[2]!,
  source_reference: { threadId: 'thread-42' },
};

const meta = {
  title: 'Notifications/Open a notification/Details dialog',
  component: NotificationDetailsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    action: { kind: 'thread', threadId: 'thread-42' },
    notification: message,
    now: new Date('2026-11-21T10:30:00.000Z'),
  },
} satisfies Meta<typeof NotificationDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageThread: Story = {};

export const DashboardItem: Story = {
  args: {
    action: { kind: 'dashboard-item', dashboardItemId: 'item-7' },
    notification: { ...message, type: 'dashboard_assignment', title: 'New dashboard item' },
  },
};
