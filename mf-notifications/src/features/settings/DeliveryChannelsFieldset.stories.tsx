import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DeliveryChannelsFieldset } from './DeliveryChannelsFieldset';

const meta = {
  title: 'Notifications/Settings/Delivery channels',
  component: DeliveryChannelsFieldset,
  args: { value: { email: true, push: true, sms: true }, onChange: fn() },
} satisfies Meta<typeof DeliveryChannelsFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOn: Story = {};
export const SmsOff: Story = { args: { value: { email: true, push: true, sms: false } } };
