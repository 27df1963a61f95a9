import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NO_FILTERS } from './filters';
import { ListEmpty } from './ListStates';

const meta = {
  title: 'Notifications/Notifications sidebar/Empty list',
  component: ListEmpty,
  decorators: [
    (Story) => (
      <div css={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    view: { tab: 'all', q: '', filters: NO_FILTERS },
    onClearSearch: fn(),
    onClearFilters: fn(),
  },
} satisfies Meta<typeof ListEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCaughtUp: Story = {};

export const EmptyTab: Story = { args: { view: { tab: 'financial', q: '', filters: NO_FILTERS } } };

export const NoSearchResults: Story = {
  args: {
    view: { tab: 'all', q: 'payout', filters: { ...NO_FILTERS, priorities: ['critical'] } },
  },
};
