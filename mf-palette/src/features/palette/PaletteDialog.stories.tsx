import { paletteCommandsFor } from '@staydesk/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import PaletteDialog from './PaletteDialog';

const meta = {
  title: 'Palette/Command palette',
  component: PaletteDialog,
  args: { commands: paletteCommandsFor('admin'), onClose: fn(), onCreateTask: fn() },
} satisfies Meta<typeof PaletteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const CreateMode: Story = { args: { commands: paletteCommandsFor('admin', 'create') } };

export const Accountant: Story = { args: { commands: paletteCommandsFor('accountant') } };
