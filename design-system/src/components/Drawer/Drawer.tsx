import { css, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { TASK_SIDEBAR_WIDTH } from '@staydesk/contracts';
import type { ReactNode } from 'react';
import { mq } from '../../theme';
import { slideInFromRight } from '../../styles/keyframes';
import {
  describedByProps,
  OverlayBody,
  OverlayFooter,
  OverlayHeader,
  overlayStyle,
  useReturnFocus,
} from '../Dialog/overlayParts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Width in px from the mobile breakpoint up; below it the drawer takes the full width. */
  width?: number;
  /** A non-modal drawer leaves the page usable and stays open when the page is clicked. */
  modal?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

const contentStyle = (theme: Theme, width: number, modal: boolean) => css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${modal ? theme.zIndices.dialog : theme.zIndices.sidebar};
  display: flex;
  flex-direction: column;
  width: ${width}px;
  max-width: 100vw;
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  box-shadow: ${theme.shadows.panel};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${slideInFromRight} ${theme.motion.normal} ${theme.motion.easing};
  }
  ${mq.below('mobile')} {
    width: 100%;
  }
  ${mq.reducedMotion} {
    animation: none !important;
  }
`;

const keepOpen = (event: Event) => event.preventDefault();

export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  width = TASK_SIDEBAR_WIDTH,
  modal = true,
  children,
  footer,
}: DrawerProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixDialog.Portal>
        {modal && <RadixDialog.Overlay css={overlayStyle} />}
        <RadixDialog.Content
          css={(theme) => contentStyle(theme, width, modal)}
          onInteractOutside={modal ? undefined : keepOpen}
          {...returnFocus}
          {...describedByProps(description)}
        >
          <OverlayHeader title={title} description={description} />
          <OverlayBody>{children}</OverlayBody>
          {footer && <OverlayFooter>{footer}</OverlayFooter>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
