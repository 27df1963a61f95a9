import { SIDE_PANEL_WIDTH, TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { SidePanel } from '@staydesk/design-system/panels';
import type { ReactNode } from 'react';

interface PanelFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A 600 px region left of the task sidebar; not modal, the sidebar stays usable beside it. */
export function PanelFrame({ title, onClose, children }: PanelFrameProps) {
  return (
    <SidePanel
      label={title}
      title={title}
      landmark="region"
      width={SIDE_PANEL_WIDTH}
      offsetRight={TASK_SIDEBAR_WIDTH}
      layer="panel"
      onClose={onClose}
    >
      {children}
    </SidePanel>
  );
}
