import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete task' } };
export const Small: Story = { args: { size: 'sm', children: 'Place bid' } };
export const Loading: Story = { args: { loading: true, children: 'Submitting' } };
export const Disabled: Story = { args: { disabled: true, children: 'Submit bid' } };

export const AllVariants: Story = {
  render: (args) => (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};
