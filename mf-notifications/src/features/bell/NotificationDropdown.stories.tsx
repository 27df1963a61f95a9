import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SettingsLink } from '../settings/SettingsLink';
import { storyPlatform } from '@staydesk/design-system/stories';
import { emptyListFixture, notificationListFixture } from './fixtures';
import { NotificationDropdown } from './NotificationDropdown';

const meta = {
  title: 'Notifications/Notification dropdown',
  component: NotificationDropdown,
  decorators: [
    (Story) => (
      <div css={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', height: 40 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'notification-dropdown',
    top: 48,
    list: notificationListFixture,
    loading: false,
    failed: false,
    retrying: false,
    onRetry: fn(),
    onOpen: fn(),
    onArchive: fn(async () => undefined),
    onSeeAll: fn(),
    settingsLink: <SettingsLink platform={storyPlatform()} onNavigate={fn()} />,
    now: new Date('2026-11-21T10:00:00.000Z'),
  },
} satisfies Meta<typeof NotificationDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotifications: Story = {};

/** More than the 5 it lists: 'See all notifications' opens the sidebar. */
export const WithMoreThanFive: Story = {
  args: { list: { ...notificationListFixture, total: 42 } },
};

export const AllCaughtUp: Story = { args: { list: emptyListFixture } };

export const Loading: Story = { args: { list: undefined, loading: true } };

export const Failed: Story = { args: { list: undefined, failed: true } };
