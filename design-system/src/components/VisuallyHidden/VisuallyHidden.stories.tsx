import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell shows only a count; the hidden text gives it meaning for screen readers. */
export const InsideAButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">🔔 3</span>
      <VisuallyHidden>Notifications, 3 unread</VisuallyHidden>
    </button>
  ),
};
