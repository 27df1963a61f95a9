import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Select, type SelectOption } from './Select';

const ratings: SelectOption[] = [
  { value: '0', label: 'Any rating' },
  { value: '3', label: '3 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '4.5', label: '4.5 stars and up' },
];

function SelectDemo({ initialValue }: { initialValue: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <div css={{ maxWidth: 320 }}>
      <Select label="Minimum rating" options={ratings} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Forms/Select',
  component: SelectDemo,
  args: { initialValue: '4' },
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { initialValue: '' } };
