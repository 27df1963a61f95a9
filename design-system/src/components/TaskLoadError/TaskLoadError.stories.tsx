import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TaskLoadError } from './TaskLoadError';

const meta: Meta<typeof TaskLoadError> = {
  title: 'Feedback/TaskLoadError',
  component: TaskLoadError,
  args: { taskId: '64b7f0c2', retrying: false, onRetry: () => undefined },
};
export default meta;

type Story = StoryObj<typeof TaskLoadError>;
export const NotFound: Story = { args: { status: 404 } };
export const NoPermission: Story = { args: { status: 401 } };
export const Failed: Story = { args: { status: 500 } };
