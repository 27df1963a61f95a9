import { css, type Theme } from '@emotion/react';
import { TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { CloseIcon, IconButton, mq } from '@staydesk/design-system';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface TaskSidebarPanelProps {
  title: string;
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

const panelStyle = (theme: Theme) => css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.sidebar};
  display: flex;
  flex-direction: column;
  width: ${TASK_SIDEBAR_WIDTH}px;
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  border-left: 1px solid ${theme.colors.border.subtle};
  box-shadow: ${theme.shadows.panel};
  &:focus {
    outline: none;
  }
  ${mq.below('mobile')} {
    width: 100%;
    border-left: 0;
  }
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[6]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

const titleStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding-top: ${theme.space[1]};
  font-size: ${theme.typography.sizes.lg};
  font-weight: ${theme.typography.weights.semibold};
  line-height: ${theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const bodyStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[6]};
`;

/**
 * The right-hand task panel. It is not modal: the marketplace and issues panels open beside it
 * and the page stays usable, so it is a named landmark rather than a dialog.
 */
export function TaskSidebarPanel({
  title,
  busy = false,
  onClose,
  children,
}: TaskSidebarPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const previouslyFocused = document.activeElement;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, []);
  return (
    <aside
      ref={panel}
      aria-label="Task details"
      aria-describedby={titleId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      css={panelStyle}
    >
      <header css={headerStyle}>
        <h2 id={titleId} css={titleStyle}>
          {title}
        </h2>
        <IconButton label="Close task details" icon={<CloseIcon />} size="sm" onClick={onClose} />
      </header>
      <div css={bodyStyle}>{children}</div>
    </aside>
  );
}
