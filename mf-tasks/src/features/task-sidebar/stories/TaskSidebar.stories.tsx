import { TaskLoadError } from '@staydesk/design-system/panels';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { blockedTaskFixture, busyTaskFixture, taskFixture } from '../fixtures';
import { TaskDetailsSkeleton } from '../TaskDetailsSkeleton';
import { TaskSidebarPanel } from '../TaskSidebarPanel';
import { TaskView } from '../TaskView';
import { TaskStoryFrame } from './TaskStoryFrame';

const now = new Date('2026-11-22T16:00:00Z');

const meta = {
  title: 'Tasks/Task sidebar',
  component: TaskStoryFrame,
  args: { task: busyTaskFixture, role: 'owner', children: <TaskView now={now} /> },
} satisfies Meta<typeof TaskStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Empty: Story = { args: { task: taskFixture } };

export const ProviderView: Story = { args: { role: 'cleaner' } };

export const Concierge: Story = { args: { role: 'concierge' } };

export const IssueBanner: Story = { args: { task: blockedTaskFixture } };

export const Loading: Story = {
  render: () => (
    <TaskSidebarPanel title="Loading task…" busy onClose={fn()}>
      <TaskDetailsSkeleton />
    </TaskSidebarPanel>
  ),
};

export const Permission: Story = {
  render: () => (
    <TaskSidebarPanel title="Task details" onClose={fn()}>
      <TaskLoadError taskId="task-1" status={401} retrying={false} onRetry={fn()} />
    </TaskSidebarPanel>
  ),
};

export const LoadError: Story = {
  render: () => (
    <TaskSidebarPanel title="Task details" onClose={fn()}>
      <TaskLoadError taskId="task-1" status={500} retrying={false} onRetry={fn()} />
    </TaskSidebarPanel>
  ),
};
