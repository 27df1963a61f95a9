import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SaveBar } from './SaveBar';

const meta = {
  title: 'Notifications/Settings/Save bar',
  component: SaveBar,
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()} css={{ padding: '0 16px' }}>
        <Story />
      </form>
    ),
  ],
  args: { dirty: false, saving: false, outcome: null, onDiscard: fn() },
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoChanges: Story = {};
export const UnsavedChanges: Story = { args: { dirty: true } };
export const Saving: Story = { args: { dirty: true, saving: true } };
export const Saved: Story = { args: { outcome: { kind: 'saved' } } };
export const Failed: Story = {
  args: {
    dirty: true,
    outcome: { kind: 'failed', message: 'the server could not be reached. Check your connection.' },
  },
};
