import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleTask } from '@staydesk/design-system/fixtures';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { fn, userEvent } from 'storybook/test';
import { executionApi } from '../execution/api';
import { FieldUser } from '../offline/field-queue';
import IssueReportForm from './IssueReportForm';

const meta = {
  title: 'Execution/Issue report',
  component: IssueReportForm,
  parameters: { layout: 'padded' },
  decorators: [
    freshStore(executionApi),
    (Story) => (
      <FieldUser value={storyPlatform().session.user.id}>
        <Story />
      </FieldUser>
    ),
  ],
  args: {
    task: sampleTask({
      category: 'cleaning',
      serviceProviderRate: { type: 'hourly', amount: 28, currency: 'EUR' },
    }),
    preset: null,
    onClose: fn(),
  },
} satisfies Meta<typeof IssueReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const choosing =
  (label: string): Story['play'] =>
  async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: label }));
  };

/** Nothing chosen yet: 'Report Issue' waits for a type and a file. */
export const Empty: Story = {};

export const Damage: Story = { play: choosing('Damage Found') };

export const MissingSupplies: Story = { play: choosing('Missing Supplies') };

export const Other: Story = { play: choosing('Other Issue') };

/** Excessive cleaning asking for payment: the cost follows the time at the provider's rate. */
export const ExcessiveCleaning: Story = {
  play: async (context) => {
    await choosing('Excessive Cleaning Required')?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByLabelText('Request additional payment'));
    await userEvent.type(canvas.getByLabelText('Additional time (minutes)'), '45');
  },
};

/** Opened from the ready screen: filed under access, blocking. */
export const AccessProblem: Story = { args: { preset: 'access_problem' } };

/** A maintenance task offers no excessive cleaning. */
export const MaintenanceTask: Story = { args: { task: sampleTask({ category: 'maintenance' }) } };
