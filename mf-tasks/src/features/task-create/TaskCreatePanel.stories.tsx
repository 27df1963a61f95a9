import { taskTemplatesFrom, type CommandResult, type CreateTaskContext } from '@staydesk/contracts';
import { storyPlatform } from '@staydesk/design-system/stories';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fn, screen, userEvent } from 'storybook/test';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { api, taskApi } from '../task-api';
import { creationContextApi } from './context-api';
import {
  deepCleanChecklist,
  listingFixture,
  parentTaskFixture,
  reservationFixture,
  turnoverAutomation,
} from './fixtures';
import { PARENT_CANDIDATES } from './ParentTaskPicker';
import { TaskCreateForm } from './TaskCreateForm';

/** A store of its own per story, holding what the panel would have fetched. */
function WithCreationData({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const seeded = createRemoteStore(api);
    const { upsertQueryData } = taskApi.util;
    seeded.dispatch(
      upsertQueryData('getTaskTemplates', undefined, taskTemplatesFrom([turnoverAutomation])),
    );
    seeded.dispatch(upsertQueryData('getChecklistTemplates', undefined, [deepCleanChecklist]));
    seeded.dispatch(
      upsertQueryData('listTasks', PARENT_CANDIDATES, {
        tasks: [parentTaskFixture],
        nextCursor: null,
        scopeLabel: "All of your team's tasks",
      }),
    );
    const context = creationContextApi.util;
    seeded.dispatch(context.upsertQueryData('getReservation', 'reservation-1', reservationFixture));
    seeded.dispatch(context.upsertQueryData('getListing', 'listing-1', listingFixture));
    return seeded;
  });
  return <Provider store={store}>{children}</Provider>;
}

const noContext: CreateTaskContext = {
  listingId: null,
  reservationId: null,
  parentTaskId: null,
  templateId: null,
};
const answering = (result: CommandResult | null) =>
  storyPlatform({
    // null: the command never answers, so the panel stays busy.
    executeCommand: <Data,>() =>
      new Promise<CommandResult<Data>>((resolve) => {
        if (result) resolve(result as CommandResult<Data>);
      }),
  });

const typeTitleAndCreate = async () => {
  await userEvent.type(await screen.findByLabelText('Title'), 'Fix the garden gate');
  await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
};

const meta = {
  title: 'Tasks/Task creation panel',
  component: TaskCreateForm,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <WithCreationData>
        <Story />
      </WithCreationData>
    ),
  ],
  args: { context: noContext, platform: storyPlatform(), onClose: fn() },
} satisfies Meta<typeof TaskCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened for a reservation: its property and its stay. */
export const FromReservation: Story = {
  args: { context: { ...noContext, reservationId: 'reservation-1' } },
};

export const TemplateApplied: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Task Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Checkout turnover' }));
  },
};

export const Busy: Story = {
  args: { platform: answering(null) },
  play: typeTitleAndCreate,
};

export const Failed: Story = {
  args: {
    platform: answering({ success: false, data: null, error: 'Failed to execute command' }),
  },
  play: typeTitleAndCreate,
};

export const Created: Story = {
  args: { platform: answering({ success: true, data: { taskId: 'task-9' }, error: null }) },
  play: typeTitleAndCreate,
};
