import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { freshStore } from '@staydesk/design-system/stories';
import { fn } from 'storybook/test';
import { executionApi } from './api';
import { ActiveHeader } from './ActiveHeader';
import { taskFixture } from './fixtures';
import { FullScreenDialog } from './FullScreenDialog';
import { TaskRun } from './TaskRun';
import { TaskSummary } from './TaskSummary';

const meta = {
  title: 'Execution/Execution view',
  component: FullScreenDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [freshStore(executionApi)],
  args: {
    labelledBy: 'task-title',
    closeLabel: 'Close task execution',
    onClose: fn(),
    children: <TaskRun task={taskFixture} titleId="task-title" />,
  },
} satisfies Meta<typeof FullScreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Resume: Story = {
  args: {
    children: <TaskRun task={{ ...taskFixture, status: 'in_progress' }} titleId="task-title" />,
  },
};

export const Active: Story = {
  args: {
    children: (
      <>
        <ActiveHeader startedAt={Date.now() - 75_000} checklist={taskFixture.checklist} />
        <TaskSummary task={taskFixture} titleId="task-title" />
      </>
    ),
  },
};
