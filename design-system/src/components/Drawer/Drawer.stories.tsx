import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Drawer, type DrawerProps } from './Drawer';

type DemoProps = Pick<DrawerProps, 'title' | 'width' | 'modal'>;

/** Starts open; closing it leaves a button to reopen it. */
function DrawerDemo({ title, width, modal }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer open={open} onOpenChange={setOpen} title={title} width={width} modal={modal}>
        <EmptyState title="No recent activity" />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerDemo,
  args: { title: 'Task details', width: 448 },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaskSidebar: Story = {};
export const NotificationSidebar: Story = { args: { title: 'Notifications', width: 400 } };
export const NonModal: Story = { args: { modal: false } };
