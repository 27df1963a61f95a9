import { TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { SidePanel } from '@staydesk/design-system';
import type { ReactNode } from 'react';

interface TaskSidebarPanelProps {
  title: string;
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The right-hand task panel, 448 px from the mobile breakpoint up. */
export function TaskSidebarPanel({
  title,
  busy = false,
  onClose,
  children,
}: TaskSidebarPanelProps) {
  return (
    <SidePanel
      label="Task details"
      title={title}
      width={TASK_SIDEBAR_WIDTH}
      busy={busy}
      onClose={onClose}
    >
      {children}
    </SidePanel>
  );
}
