import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { toast } from './toast';

function ToastDemo() {
  return (
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
      <Button onClick={() => toast.success('Your bid has been successfully submitted')}>
        Success
      </Button>
      <Button variant="danger" onClick={() => toast.error('Failed to execute command')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Payments coming soon')}>
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {};
