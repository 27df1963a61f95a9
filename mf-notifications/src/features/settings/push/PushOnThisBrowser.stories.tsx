import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PUSH_MESSAGES } from './push-subscription';
import { PushOnThisBrowserView } from './PushOnThisBrowser';

const meta = {
  title: 'Notifications/Settings/Push on this browser',
  component: PushOnThisBrowserView,
  args: {
    state: 'disabled',
    busy: null,
    error: null,
    pushChannelOn: true,
    onEnable: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof PushOnThisBrowserView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { args: { state: 'checking' } };
export const Disabled: Story = {};
export const Enabling: Story = { args: { busy: 'enabling' } };
export const Enabled: Story = { args: { state: 'enabled' } };
export const EnabledButChannelOff: Story = { args: { state: 'enabled', pushChannelOn: false } };
export const Denied: Story = { args: { state: 'denied' } };
export const NotSupported: Story = { args: { state: 'unsupported' } };
export const CouldNotEnable: Story = { args: { error: PUSH_MESSAGES.cannotEnable } };
