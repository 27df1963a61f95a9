import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { fn, screen, userEvent } from 'storybook/test';
import { taskApi } from './api';
import {
  assignedTaskFixture,
  eligibleTaskFixture,
  escalatedTaskFixture,
  sampleInvoice,
  sampleProviderCard,
  taskFixture,
} from './fixtures';
import { MarketplaceTabs } from './MarketplaceTabs';
import { PanelFrame } from './PanelFrame';
import { serveMarketplaceInStory } from './story-backend';

const meta = {
  title: 'Marketplace/Marketplace panel',
  component: MarketplaceTabs,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PanelFrame title="Marketplace" onClose={fn()}>
        <Story />
      </PanelFrame>
    ),
    freshStore(taskApi),
  ],
  args: {
    task: eligibleTaskFixture,
    platform: storyPlatform(),
    editable: true,
    tab: 'overview',
    onTabChange: fn(),
  },
  beforeEach: () => serveMarketplaceInStory(),
} satisfies Meta<typeof MarketplaceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const click = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name }, { timeout: 3_000 }));

const providers = [
  sampleProviderCard({ id: 'p-1' }),
  sampleProviderCard({
    id: 'p-2',
    name: 'Crew Co',
    type: 'company',
    rating: 4.2,
    serviceAreas: ['Porto'],
    skills: ['maintenance'],
    invited: true,
  }),
];

// Overview: loaded (bidding, assigned, invoiced), empty (not yet offered), error (refused enable).
export const OverviewBidding: Story = {};

export const OverviewAssigned: Story = { args: { task: assignedTaskFixture } };

export const OverviewInvoiced: Story = {
  args: {
    task: {
      ...assignedTaskFixture,
      status: 'completed',
      invoice: sampleInvoice({
        invoiceStatus: 'sent',
        paymentStatus: 'pending',
        invoiceIssuedAt: '2026-11-01T10:00:00.000Z',
        invoiceDueAt: '2026-11-15T10:00:00.000Z',
      }),
    },
  },
};

export const OverviewNotEligible: Story = { args: { task: taskFixture } };

export const OverviewEnableFailed: Story = {
  args: { task: taskFixture },
  beforeEach: () => serveMarketplaceInStory({ changeStatus: 409 }),
  play: () => click('Enable Marketplace'),
};

export const OverviewReadOnly: Story = { args: { task: taskFixture, editable: false } };

// Bids: loaded, empty, error.
export const Bids: Story = { args: { tab: 'bids' } };

export const NoBidsYet: Story = {
  args: { task: { ...eligibleTaskFixture, bids: [] }, tab: 'bids' },
};

export const BidAcceptFailed: Story = {
  args: { tab: 'bids' },
  beforeEach: () => serveMarketplaceInStory({ changeStatus: 409 }),
  play: async () => userEvent.click((await screen.findAllByRole('button', { name: 'Accept' }))[0]!),
};

// Providers: loaded, empty, error.
export const Providers: Story = {
  args: { tab: 'providers' },
  beforeEach: () => serveMarketplaceInStory({ providers }),
};

export const NoProvidersFound: Story = { args: { tab: 'providers' } };

export const ProvidersFailed: Story = {
  args: { tab: 'providers' },
  beforeEach: () => serveMarketplaceInStory({ providersStatus: 500 }),
};

// Payments: loaded, empty (no history yet, or no provider configured), error.
export const Payments: Story = {
  args: {
    tab: 'payments',
    task: {
      ...assignedTaskFixture,
      payment_status: 'held',
      payments: [
        {
          id: 'pay-1',
          status: 'held',
          amount: 110,
          platform_fee: 11,
          total: 121,
          currency: 'USD',
          created_at: '2026-11-21T10:00:00.000Z',
          scheduled_date: null,
          reason: null,
          actor_name: 'Alex Host',
        },
      ],
    },
  },
};

export const PaymentsNoHistory: Story = { args: { tab: 'payments', task: assignedTaskFixture } };

export const PaymentsComingSoon: Story = {
  args: { tab: 'payments', task: assignedTaskFixture },
  beforeEach: () => serveMarketplaceInStory({ paymentsConfigured: false }),
};

export const PaymentsFailed: Story = {
  args: { tab: 'payments', task: assignedTaskFixture },
  beforeEach: () => serveMarketplaceInStory({ paymentsConfigured: null }),
};

// Escalations: loaded, empty, error.
export const Escalations: Story = {
  args: {
    tab: 'escalations',
    task: escalatedTaskFixture,
  },
};

export const NoEscalations: Story = { args: { tab: 'escalations' } };

export const EscalationRulesFailed: Story = {
  args: { tab: 'escalations' },
  beforeEach: () => serveMarketplaceInStory({ changeStatus: 409 }),
  play: () => click('Save Rules'),
};

export const EscalationsReadOnly: Story = { args: { tab: 'escalations', editable: false } };
