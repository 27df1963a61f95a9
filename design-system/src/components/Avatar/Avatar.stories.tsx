import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Maria Lopez' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Large: Story = { args: { size: 48 } };
export const BrokenImageFallsBack: Story = { args: { src: '/missing-avatar.png' } };
export const Image: Story = {
  args: {
    name: 'Sam Carter',
    src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%2394a3b8'/%3E%3C/svg%3E",
  },
};
