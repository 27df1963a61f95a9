import { paletteCommandsFor } from '@staydesk/contracts';
import { storyPlatform } from '@staydesk/design-system/stories';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import PaletteDialog from './PaletteDialog';
import type { PaletteSession } from './palette-session';

const session: PaletteSession = {
  platform: storyPlatform(),
  page: { path: '/', taskId: null, reservationId: null, listingId: null },
  close: fn().mockName('close'),
  open: fn().mockName('open'),
  createTask: fn().mockName('createTask'),
};

const meta = {
  title: 'Palette/Command palette',
  component: PaletteDialog,
  args: { commands: paletteCommandsFor('admin'), session },
} satisfies Meta<typeof PaletteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const CreateMode: Story = { args: { commands: paletteCommandsFor('admin', 'create') } };

export const Accountant: Story = { args: { commands: paletteCommandsFor('accountant') } };

export const SearchMode: Story = { args: { searching: true } };
