import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    align: 'start',
    items: [
      { label: 'Mark all as read', onSelect: fn() },
      { label: 'Archive all', onSelect: fn() },
      { label: 'Export (coming soon)', onSelect: fn(), disabled: true },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
