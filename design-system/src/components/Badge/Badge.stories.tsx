import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Tone } from '../../theme';
import { Badge } from './Badge';

const tones: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Payment Due', tone: 'warning' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {};

export const Tones: Story = {
  render: () => (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Counts: Story = {
  render: () => (
    <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2] })}>
      <Badge count={3} />
      <Badge count={42} tone="info" />
      <Badge count={150} />
      {tones.map((tone) => (
        <Badge key={tone} count={7} tone={tone} />
      ))}
    </div>
  ),
};
