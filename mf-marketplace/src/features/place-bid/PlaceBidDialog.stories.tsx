import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { fn } from 'storybook/test';
import { taskApi } from '../marketplace-panel/api';
import { serveProviderInStory } from '../marketplace-page/story-backend';
import { PlaceBidDialog } from './PlaceBidDialog';

const meta = {
  title: 'Marketplace/Place Bid dialog',
  component: PlaceBidDialog,
  decorators: [freshStore(taskApi)],
  args: {
    subject: {
      taskId: 'task-1',
      title: 'Turnover clean after checkout',
      dueDate: '2026-11-23T10:00:00',
      location: '12 Rua do Mar, Lisbon',
      category: 'cleaning',
      listingId: 'listing-1',
      currency: 'EUR',
    },
    platform: storyPlatform(),
    open: true,
    onOpenChange: fn(),
  },
  beforeEach: () => serveProviderInStory(),
} satisfies Meta<typeof PlaceBidDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No previous bids, no due date, no location: the fallbacks. */
export const Empty: Story = {
  args: {
    subject: {
      taskId: 'task-2',
      title: 'Replace the kitchen tap',
      dueDate: null,
      location: null,
      category: 'maintenance',
      listingId: null,
      currency: 'USD',
    },
  },
};

export const WithPreviousBids: Story = {
  beforeEach: () => {
    serveProviderInStory({
      previousBids: [
        { id: 'b-1', amount: 85, estimatedDuration: 120, notes: 'Linen included' },
        { id: 'b-2', amount: 70.5, estimatedDuration: null, notes: '' },
        { id: 'b-3', amount: 99, estimatedDuration: 60, notes: 'Two cleaners' },
      ],
    });
  },
};
