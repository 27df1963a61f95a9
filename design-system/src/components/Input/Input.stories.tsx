import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Input } from './Input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Tag name', placeholder: 'e.g. Deep clean' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'At most 20 characters' } };
export const WithError: Story = { args: { error: '* Required', defaultValue: '' } };
export const HiddenLabel: Story = {
  args: { label: 'Search listings', hideLabel: true, placeholder: 'Search…' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ocean View Loft' } };
