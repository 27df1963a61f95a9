import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { api } from '../task-api';
import { serveTasksInStory, storyTasks } from './story-backend';
import { TasksDashboard } from './TasksDashboard';

const meta = {
  title: 'Tasks/Tasks dashboard',
  component: TasksDashboard,
  parameters: { layout: 'fullscreen' },
  decorators: [freshStore(api)],
  args: { platform: storyPlatform() },
} satisfies Meta<typeof TasksDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 tasks in pages of 100: only the rows on screen are in the page. */
export const Loaded: Story = {
  beforeEach: () => serveTasksInStory({ tasks: storyTasks(10_000) }),
};

export const NoMatch: Story = {
  beforeEach: () => serveTasksInStory({ tasks: [] }),
};

export const FailedToLoad: Story = {
  beforeEach: () => serveTasksInStory({ tasks: [], listStatus: 500 }),
};

/** Select a few rows (Shift-click for a range), then assign or set a status: one is refused. */
export const Selection: Story = {
  beforeEach: () =>
    serveTasksInStory({
      tasks: storyTasks(40).map((task, index) =>
        index === 1 ? { ...task, title: `${task.title} (locked)` } : task,
      ),
      refuse: (taskId) => (taskId.endsWith('-1') ? 'This task is completed and locked' : null),
    }),
};
