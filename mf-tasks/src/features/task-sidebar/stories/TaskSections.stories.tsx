import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { BillingSummary } from '../BillingSummary';
import { CheckInBanner } from '../banners/CheckInBanner';
import { IssueBanner } from '../banners/IssueBanner';
import { ProgressBar } from '../banners/ProgressBar';
import { Checklist } from '../checklist/Checklist';
import { TaskDetails } from '../details/TaskDetails';
import { blockedTaskFixture, busyTaskFixture, taskFixture } from '../fixtures';
import { Subtasks } from '../subtasks/Subtasks';
import { Timeline } from '../timeline/Timeline';
import { TaskStoryFrame } from './TaskStoryFrame';

const now = new Date('2026-11-22T16:00:00Z');

const meta = {
  title: 'Tasks/Task sidebar/Sections',
  component: TaskStoryFrame,
  args: { task: busyTaskFixture, role: 'owner', children: null },
} satisfies Meta<typeof TaskStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = { args: { children: <TaskDetails now={now} /> } };

export const DetailsAsCleaner: Story = {
  args: { role: 'cleaner', children: <TaskDetails now={now} /> },
};

export const ChecklistWithSections: Story = {
  args: {
    children: (
      <>
        <ProgressBar task={busyTaskFixture} />
        <Checklist />
      </>
    ),
  },
};

export const ChecklistEmpty: Story = { args: { task: taskFixture, children: <Checklist /> } };

export const SubtaskList: Story = { args: { children: <Subtasks /> } };

export const Billing: Story = {
  args: { children: <BillingSummary billing={busyTaskFixture.billing} /> },
};

export const TimelineEvents: Story = {
  args: { children: <Timeline task={busyTaskFixture} now={now} /> },
};

export const Banners: Story = {
  args: {
    task: blockedTaskFixture,
    children: (
      <>
        <CheckInBanner task={blockedTaskFixture} />
        <IssueBanner task={blockedTaskFixture} onOpenIssues={fn()} />
      </>
    ),
  },
};
