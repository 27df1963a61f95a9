import { TaskLoadError } from '@staydesk/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { taskFixture } from './fixtures';
import { TaskActions } from './TaskActions';
import { TaskDetails } from './TaskDetails';
import { TaskDetailsSkeleton } from './TaskDetailsSkeleton';
import { TaskSidebarPanel } from './TaskSidebarPanel';

const meta = {
  title: 'Tasks/Task sidebar',
  component: TaskSidebarPanel,
  args: {
    title: taskFixture.title,
    onClose: fn(),
    children: (
      <TaskDetails
        task={taskFixture}
        actions={
          <TaskActions
            task={taskFixture}
            role="owner"
            userId="user-1"
            now={new Date('2026-11-21T09:00:00Z')}
            onOpenMarketplace={fn()}
            onOpenExecution={fn()}
          />
        }
      />
    ),
  },
} satisfies Meta<typeof TaskSidebarPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {};

export const Provider: Story = {
  args: {
    children: (
      <TaskDetails
        task={taskFixture}
        actions={
          <TaskActions
            task={taskFixture}
            role="cleaner"
            userId="user-1"
            now={new Date('2026-11-21T09:00:00Z')}
            onOpenMarketplace={fn()}
            onOpenExecution={fn()}
          />
        }
      />
    ),
  },
};

export const Loading: Story = {
  args: { title: 'Loading task…', busy: true, children: <TaskDetailsSkeleton /> },
};

export const NotFound: Story = {
  args: {
    title: 'Task details',
    children: <TaskLoadError taskId="task-1" status={404} retrying={false} onRetry={fn()} />,
  },
};
