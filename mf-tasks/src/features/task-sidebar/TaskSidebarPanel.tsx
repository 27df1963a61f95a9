import { css, type Theme } from '@emotion/react';
import { TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { SidePanel } from '@staydesk/design-system/panels';
import type { ReactNode } from 'react';

interface TaskSidebarPanelProps {
  title: string;
  busy?: boolean;
  onClose: () => void;
  /** Pinned under the scrolling sections: the message composer. */
  footer?: ReactNode;
  children: ReactNode;
}

const bodyStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[4]} ${theme.space[6]} ${theme.space[6]};
`;

const footerStyle = (theme: Theme) => css`
  flex: 0 0 auto;
  padding: ${theme.space[3]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.background.surface};
`;

/** The right-hand task panel, 448 px from the mobile breakpoint up, full width below it. */
export function TaskSidebarPanel({
  title,
  busy = false,
  onClose,
  footer,
  children,
}: TaskSidebarPanelProps) {
  return (
    <SidePanel
      label="Task details"
      title={title}
      width={TASK_SIDEBAR_WIDTH}
      busy={busy}
      flush
      onClose={onClose}
    >
      <div css={bodyStyle}>{children}</div>
      {footer && <div css={footerStyle}>{footer}</div>}
    </SidePanel>
  );
}
