import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FilterPanel } from './FilterPanel';
import { NO_FILTERS } from './filters';

const meta = {
  title: 'Notifications/Notifications sidebar/Filter panel',
  component: FilterPanel,
  decorators: [
    (Story) => (
      <div css={{ display: 'flex', flexDirection: 'column', width: 400, height: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { applied: NO_FILTERS, onApply: fn(), onCancel: fn() },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

/** The groups with a ticked type start open. */
export const WithFilters: Story = {
  args: {
    applied: {
      priorities: ['critical', 'high'],
      types: ['payment_failure', 'payout_failed'],
      statuses: ['unread'],
    },
  },
};
