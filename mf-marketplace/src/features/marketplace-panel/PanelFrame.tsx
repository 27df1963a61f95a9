import { css, type Theme } from '@emotion/react';
import { SIDE_PANEL_WIDTH, TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { CloseIcon, IconButton, mq } from '@staydesk/design-system';
import { useEffect, useRef, type ReactNode } from 'react';

interface PanelFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const frameStyle = (theme: Theme) => css`
  position: fixed;
  top: 0;
  bottom: 0;
  right: ${TASK_SIDEBAR_WIDTH}px;
  z-index: ${theme.zIndices.panel};
  display: flex;
  flex-direction: column;
  width: min(${SIDE_PANEL_WIDTH}px, calc(100vw - ${TASK_SIDEBAR_WIDTH}px));
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  border-left: 1px solid ${theme.colors.border.subtle};
  box-shadow: ${theme.shadows.panel};
  &:focus {
    outline: none;
  }
  ${mq.below('mobile')} {
    right: 0;
    width: 100%;
    border-left: 0;
  }
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[6]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  h2 {
    flex: 1 1 auto;
    margin: 0;
    font-size: ${theme.typography.sizes.lg};
    font-weight: ${theme.typography.weights.semibold};
  }
`;

const bodyStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[4]} ${theme.space[6]} ${theme.space[6]};
`;

/** A named region left of the task sidebar; not modal, the sidebar stays usable beside it. */
export function PanelFrame({ title, onClose, children }: PanelFrameProps) {
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    const previouslyFocused = document.activeElement;
    frame.current?.focus({ preventScroll: true });
    return () => {
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, []);
  return (
    <section ref={frame} aria-label={title} tabIndex={-1} css={frameStyle}>
      <header css={headerStyle}>
        <h2>{title}</h2>
        <IconButton label={`Close ${title}`} icon={<CloseIcon />} size="sm" onClick={onClose} />
      </header>
      <div css={bodyStyle}>{children}</div>
    </section>
  );
}
