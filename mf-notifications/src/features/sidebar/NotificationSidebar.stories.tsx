import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { api } from '../notifications-api';
import { serveNotificationsInStory } from './story-backend';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { manyNotifications, reservationFixture } from './fixtures';
import { NotificationSidebar } from './NotificationSidebar';

const withReservation = manyNotifications(40).map((notification, index) =>
  index === 0
    ? { ...notification, source_reference: { reservationId: reservationFixture.id } }
    : notification,
);

const meta = {
  title: 'Notifications/Notifications sidebar',
  component: NotificationSidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [freshStore(api)],
  args: { platform: storyPlatform(), onClose: fn() },
} satisfies Meta<typeof NotificationSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first notification opens its reservation in a dialog. */
export const WithNotifications: Story = {
  beforeEach: () => {
    serveNotificationsInStory(withReservation, (api) =>
      api.reservations.set(reservationFixture.id, reservationFixture),
    );
  },
};

/** Only the rows on screen are rendered; pages of 50 load as they scroll into view. */
export const FiveThousand: Story = {
  beforeEach: () => {
    serveNotificationsInStory(manyNotifications(5_000));
  },
};

export const AllCaughtUp: Story = {
  beforeEach: () => {
    serveNotificationsInStory([]);
  },
};

/** The list fails to load: 'Failed to fetch notifications: 500' is logged, Try Again retries. */
export const FailedToLoad: Story = {
  beforeEach: () => {
    serveNotificationsInStory(manyNotifications(3), (api) => {
      api.listStatus = 500;
    });
  },
};
