import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { screen, userEvent } from 'storybook/test';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { api, taskApi } from '../task-api';
import { teamFixture } from './fixtures';
import { TaskComposer } from './TaskComposer';

function WithTeam({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const seeded = createRemoteStore(api);
    seeded.dispatch(taskApi.util.upsertQueryData('getTeam', undefined, teamFixture));
    return seeded;
  });
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Tasks/Task composer',
  component: TaskComposer,
  decorators: [
    (Story) => (
      <WithTeam>
        <div style={{ maxWidth: 448, paddingTop: 240 }}>
          <Story />
        </div>
      </WithTeam>
    ),
  ],
  args: { taskId: 'task-1' },
} satisfies Meta<typeof TaskComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** '@' at the start of a word lists the team's users and groups. */
export const MentionPicker: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Ask @c');
  },
};
