import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Task } from '@staydesk/contracts';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { taskApi } from '../marketplace-panel/api';
import { issuesTaskFixture } from './fixtures';
import { TaskIssuesPanel } from './TaskIssuesPanel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The panel reads ?task=; fetch answers the task, or fails, a little slowly. */
function serveTask(task: Task | null) {
  window.history.replaceState(null, '', '?task=task-1&issues=true');
  globalThis.fetch = async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return task
      ? json({ task })
      : json({ error: { code: 'internal', message: 'Something went wrong on our side' } }, 500);
  };
}

const meta = {
  title: 'Marketplace/Task Issues panel',
  component: TaskIssuesPanel,
  parameters: { layout: 'fullscreen' },
  decorators: [freshStore(taskApi)],
  args: { platform: storyPlatform() },
} satisfies Meta<typeof TaskIssuesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three groups, General last: a blocking access problem with a voice note, a room with a
 * photo, a video and an adjustment to decide, and a resolved issue from a subtask. */
export const Loaded: Story = { beforeEach: () => serveTask(issuesTaskFixture) };

export const Empty: Story = { beforeEach: () => serveTask({ ...issuesTaskFixture, issues: [] }) };

export const LoadError: Story = { beforeEach: () => serveTask(null) };
