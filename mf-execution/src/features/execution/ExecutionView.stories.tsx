import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Role } from '@staydesk/contracts';
import { sampleIssue } from '@staydesk/design-system/fixtures';
import { storyPlatform } from '@staydesk/design-system/stories';
import { fn } from 'storybook/test';
import ActiveScreen from './ActiveScreen';
import BreakScreen from './BreakScreen';
import { fixedClock, providerTaskFixture, taskFixture } from './fixtures';
import { FullScreenDialog } from './FullScreenDialog';
import { TaskRun } from './TaskRun';
import { executionStoryDecorators } from './story-decorators';
import { TaskSummary } from './TaskSummary';

function platformAs(role: Role) {
  const platform = storyPlatform();
  return { ...platform, session: { ...platform.session, currentRole: role, roles: [{ role }] } };
}

const meta = {
  title: 'Execution/Execution view',
  component: FullScreenDialog,
  parameters: { layout: 'fullscreen' },
  decorators: executionStoryDecorators,
  args: {
    labelledBy: 'task-title',
    closeLabel: 'Close task execution',
    onClose: fn(),
    children: (
      <TaskRun task={providerTaskFixture} titleId="task-title" platform={platformAs('cleaner')} />
    ),
  },
} satisfies Meta<typeof FullScreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The assigned provider before starting: access details and 'Start Task'. */
export const ReadyProvider: Story = {};

/** A manager sees the task's progress, read-only, and no Start. */
export const ReadyManager: Story = {
  args: {
    children: <TaskRun task={taskFixture} titleId="task-title" platform={platformAs('admin')} />,
  },
};

/** The property's access details could not be loaded. */
export const ReadyAccessError: Story = {
  args: {
    children: (
      <TaskRun
        task={{ ...taskFixture, property: null }}
        titleId="task-title"
        platform={platformAs('cleaner')}
      />
    ),
  },
};

const running = (state: 'active' | 'paused') => (
  <>
    <TaskSummary task={providerTaskFixture} titleId="task-title" />
    <ActiveScreen
      task={{ ...providerTaskFixture, status: 'in_progress' }}
      clock={fixedClock(state, 754)}
      photo={null}
      onPhoto={fn()}
      onReportIssue={fn()}
      onCompleted={fn()}
    />
  </>
);

/** The run on a step that needs a photo: 'Complete Step' waits for it. */
export const ActivePhotoStep: Story = { args: { children: running('active') } };

export const Paused: Story = { args: { children: running('paused') } };

export const Break: Story = {
  args: {
    children: (
      <>
        <TaskSummary task={providerTaskFixture} titleId="task-title" />
        <BreakScreen
          task={providerTaskFixture}
          clock={fixedClock('break', 754, { id: 'break-1', startedAt: Date.now() - 312_000 })}
        />
      </>
    ),
  },
};

/** An open blocking access issue: the run waits, the provider writes to the team. */
export const CommunicationMode: Story = {
  args: {
    children: (
      <TaskRun
        task={{
          ...providerTaskFixture,
          status: 'blocked',
          issues: [
            sampleIssue({
              id: 'issue-1',
              title: 'Access Problem',
              description: 'The lockbox code does not open the side door.',
              location: 'access',
              is_blocking: true,
              status: 'reported',
            }),
          ],
        }}
        titleId="task-title"
        platform={platformAs('cleaner')}
      />
    ),
  },
};
