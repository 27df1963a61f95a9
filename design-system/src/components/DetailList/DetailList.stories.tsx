import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DetailList } from './DetailList';

const meta = {
  title: 'Data/DetailList',
  component: DetailList,
  args: {
    details: [
      { term: 'Guest', value: 'Maya Lindqvist' },
      { term: 'Check-in', value: 'Fri, Nov 27, 15:00' },
      { term: 'Confirmation', value: 'HM4X2QK' },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labels: Story = {};
export const Figures: Story = {
  args: {
    layout: 'figures',
    details: [
      { term: 'No bids after', value: '24 h' },
      { term: 'Raise the price by', value: '10%' },
    ],
  },
};
