import { css, type Theme } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { DOCKED_SIDEBAR_ROOM_PROPERTY } from '@staydesk/contracts';
import { CloseIcon } from '../../icons/CloseIcon';
import { mq } from '../../theme';
import { IconButton } from '../IconButton/IconButton';
import { useTakeFocus } from '../../hooks/useTakeFocus';

export interface SidePanelProps {
  /** The landmark's accessible name, e.g. 'Task details' or 'Marketplace'. */
  label: string;
  /** The heading shown at the top (the task title, or the panel's name). */
  title: string;
  /** 'complementary' for the task sidebar, 'region' for the panels that open beside it. */
  landmark?: 'complementary' | 'region';
  /** Width in px from the mobile breakpoint up; full width below it. */
  width: number;
  /** Distance from the right edge, to sit left of another panel. */
  offsetRight?: number;
  /**
   * The panel that docks at the page's edge (the notifications sidebar). Every other panel sits
   * left of it while it is docked.
   */
  docks?: boolean;
  layer?: 'sidebar' | 'panel';
  busy?: boolean;
  /** Controls shown in the header before the close button (a settings link, a filter toggle). */
  actions?: ReactNode;
  /** The body neither pads nor scrolls: the content lays itself out, e.g. a virtual list. */
  flush?: boolean;
  /** False when the panel opens by itself (restored on page load), not at the user's word. */
  takeFocus?: boolean;
  onClose: () => void;
  children: ReactNode;
}

const panelStyle = (
  theme: Theme,
  width: number,
  offsetRight: number,
  docks: boolean,
  layer: 'sidebar' | 'panel',
) => {
  const right = docks
    ? `${offsetRight}px`
    : `calc(var(${DOCKED_SIDEBAR_ROOM_PROPERTY}, 0px) + ${offsetRight}px)`;
  return css`
    position: fixed;
    top: 0;
    bottom: 0;
    right: ${right};
    z-index: ${theme.zIndices[layer]};
    display: flex;
    flex-direction: column;
    width: min(${width}px, calc(100vw - ${right}));
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
};

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
  padding: ${theme.space[4]} ${theme.space[6]} ${theme.space[6]};
`;

const flushBodyStyle = css`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

/**
 * A right-hand panel that is not modal: other panels open beside it and the page stays
 * usable, so it is a named landmark rather than a dialog. It takes focus when it opens and
 * gives it back when it closes.
 */
export function SidePanel({
  label,
  title,
  landmark = 'complementary',
  width,
  offsetRight = 0,
  docks = false,
  layer = 'sidebar',
  busy = false,
  actions,
  flush = false,
  takeFocus = true,
  onClose,
  children,
}: SidePanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useTakeFocus(panel, takeFocus);
  const Landmark = landmark === 'complementary' ? 'aside' : 'section';
  return (
    <Landmark
      ref={panel}
      aria-label={label}
      aria-describedby={title === label ? undefined : titleId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      css={(theme) => panelStyle(theme, width, offsetRight, docks, layer)}
    >
      <header css={headerStyle}>
        <h2 id={titleId} css={titleStyle}>
          {title}
        </h2>
        <div css={actionsStyle}>
          {actions}
          <IconButton
            label={`Close ${label.toLowerCase()}`}
            icon={<CloseIcon />}
            size="sm"
            onClick={onClose}
          />
        </div>
      </header>
      <div css={flush ? flushBodyStyle : bodyStyle}>{children}</div>
    </Landmark>
  );
}
