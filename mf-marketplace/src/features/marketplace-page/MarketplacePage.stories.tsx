import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { freshStore } from '@staydesk/design-system/stories';
import { taskApi } from '../marketplace-panel/api';
import { sampleOffer } from './fixtures';
import { MarketplacePage } from './MarketplacePage';
import { providerStoryPlatform, serveProviderInStory } from './story-backend';

const meta = {
  title: 'Marketplace/Marketplace page',
  component: MarketplacePage,
  parameters: { layout: 'fullscreen' },
  decorators: [freshStore(taskApi)],
  args: { platform: providerStoryPlatform() },
  beforeEach: () =>
    serveProviderInStory({
      offers: [
        sampleOffer(),
        sampleOffer({
          id: 'offer-2',
          title: 'Fix the dripping shower',
          category: 'maintenance',
          my_pending_bid: true,
          claimable: false,
          distance_km: null,
          currency: 'USD',
          max_bid_price: 90,
        }),
      ],
    }),
} satisfies Meta<typeof MarketplacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Empty: Story = {
  beforeEach: () => {
    serveProviderInStory({ offers: [] });
  },
};

export const Error: Story = {
  beforeEach: () => {
    serveProviderInStory({ offersStatus: 500 });
  },
};

/** A user whose profile shows no provider of type individual or company. */
export const NotAProvider: Story = {
  beforeEach: () => {
    serveProviderInStory({ offersStatus: 403 });
  },
};
