import { HISTORY_SIDEBAR_WIDTH } from '@staydesk/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ActivityList } from './ActivityList';

const now = new Date('2026-11-23T09:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Tasks/Recent activity sidebar',
  component: ActivityList,
  parameters: { layout: 'fullscreen' },
  args: {
    width: HISTORY_SIDEBAR_WIDTH,
    now,
    isLoading: false,
    isError: false,
    items: [
      {
        id: 't1',
        kind: 'task',
        title: 'Fix the leaking tap',
        status: 'in_progress',
        lastInteraction: ago(0),
      },
      {
        id: 't2',
        kind: 'task',
        title: 'Turnover clean after checkout',
        status: 'todo',
        lastInteraction: ago(12),
      },
      {
        id: 't3',
        kind: 'task',
        title: 'Restock coffee and tea',
        status: 'completed',
        lastInteraction: ago(190),
      },
      {
        id: 't4',
        kind: 'task',
        title: 'Inspect the pool pump',
        status: 'blocked',
        lastInteraction: ago(2 * 1440),
      },
    ],
    onRetry: fn(),
    onOpen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined, isLoading: true } };
export const FailedToLoad: Story = { args: { items: undefined, isError: true } };
