import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Dialog, type DialogProps } from './Dialog';

type DemoProps = Pick<DialogProps, 'title' | 'description' | 'width'>;

/** Starts open; closing it leaves a button to reopen it. */
function DialogDemo({ title, description, width }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        width={width}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Submit bid</Button>
          </>
        }
      >
        <Input label="Bid amount" type="number" min={0} step={0.01} hint="In USD" />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  args: { title: 'Place Bid' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: 'Deep clean, Ocean View Loft — due tomorrow at 11:00' },
};
export const Narrow: Story = { args: { width: 400 } };
