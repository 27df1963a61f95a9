import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { freshStore } from '@staydesk/design-system/stories';
import { fn } from 'storybook/test';
import { taskApi } from '../marketplace-panel/api';
import { PanelFrame } from '../marketplace-panel/PanelFrame';
import { providerStoryPlatform, serveProviderInStory } from '../marketplace-page/story-backend';
import { assignedTask, offeredTask, sampleListing } from './fixtures';
import { PropertyDetails } from './PropertyDetails';

const meta = {
  title: 'Marketplace/Property details',
  component: PropertyDetails,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PanelFrame title="Property Details" onClose={fn()}>
        <Story />
      </PanelFrame>
    ),
    freshStore(taskApi),
  ],
  args: {
    task: assignedTask,
    platform: providerStoryPlatform(),
  },
  beforeEach: () => serveProviderInStory({ listing: sampleListing() }),
} satisfies Meta<typeof PropertyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider the task is assigned to: access instructions and wifi. */
export const Assigned: Story = {};

/** Another provider looks at an assigned task: no access instructions, no bid. */
export const NotAssigned: Story = {
  args: { task: { ...assignedTask, property: { ...assignedTask.property!, access: null } } },
  beforeEach: () => {
    serveProviderInStory({ listing: sampleListing() });
  },
};

/** On the marketplace and nobody's yet: 'Submit Bid for This Task'. */
export const EligibleWithBidButton: Story = {
  args: { task: offeredTask },
  beforeEach: () => {
    serveProviderInStory({
      listing: sampleListing(),
      previousBids: [{ id: 'b-1', amount: 85, estimatedDuration: 120, notes: 'Linen included' }],
    });
  },
};

export const ListingError: Story = {
  beforeEach: () => {
    serveProviderInStory({ listingStatus: 500 });
  },
};
