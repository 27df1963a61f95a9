import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

function CheckboxDemo({ label, initiallyChecked }: { label: string; initiallyChecked: boolean }) {
  const [checked, setChecked] = useState(initiallyChecked);
  return <Checkbox label={label} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Forms/Checkbox',
  component: CheckboxDemo,
  args: { label: 'Required step', initiallyChecked: false },
} satisfies Meta<typeof CheckboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { initiallyChecked: true } };
export const Disabled: Story = {
  render: () => <Checkbox label="Email verified" checked disabled onCheckedChange={() => {}} />,
};
