import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { eligibleTaskFixture, taskFixture } from './fixtures';
import { MarketplaceTabs } from './MarketplaceTabs';
import { PanelFrame } from './PanelFrame';

const meta = {
  title: 'Marketplace/Marketplace panel',
  component: MarketplaceTabs,
  decorators: [
    (Story) => (
      <PanelFrame title="Marketplace" onClose={fn()}>
        <Story />
      </PanelFrame>
    ),
  ],
  args: { task: eligibleTaskFixture, tab: 'overview', onTabChange: fn() },
} satisfies Meta<typeof MarketplaceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bidding: Story = {};

export const NotEligible: Story = { args: { task: taskFixture } };

export const Bids: Story = { args: { tab: 'bids' } };

export const NoBidsYet: Story = {
  args: { task: { ...eligibleTaskFixture, bids: [] }, tab: 'bids' },
};

export const Escalations: Story = { args: { tab: 'escalations' } };
