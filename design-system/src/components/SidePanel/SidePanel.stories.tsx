import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SidePanel } from './SidePanel';

const meta: Meta<typeof SidePanel> = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  args: {
    label: 'Task details',
    title: 'Turnover clean — Harbor View Loft',
    width: 448,
    onClose: () => undefined,
    children: 'Status, priority, due date and property go here.',
  },
};
export default meta;

export const TaskSidebar: StoryObj<typeof SidePanel> = {};
export const BesideTheSidebar: StoryObj<typeof SidePanel> = {
  args: {
    label: 'Marketplace',
    title: 'Marketplace',
    landmark: 'region',
    width: 600,
    offsetRight: 448,
    layer: 'panel',
  },
};
