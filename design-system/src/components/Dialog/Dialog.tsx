import { css, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { mq } from '../../theme';
import { fadeIn, popIn } from '../../styles/keyframes';
import {
  describedByProps,
  OverlayBody,
  OverlayFooter,
  OverlayHeader,
  overlayStyle,
  useReturnFocus,
} from './overlayParts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Width in px on screens from the mobile breakpoint up; phones get the full screen. */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
}

const contentStyle = (theme: Theme, width: number) => css`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${theme.zIndices.dialog};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(${width}px, calc(100vw - ${theme.space[8]}));
  max-height: calc(100dvh - ${theme.space[12]});
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${popIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  ${mq.below('mobile')} {
    inset: 0;
    transform: none;
    width: 100%;
    max-height: none;
    border-radius: 0;
    &[data-state='open'] {
      animation: ${fadeIn} ${theme.motion.normal} ease-out;
    }
  }
  ${mq.reducedMotion} {
    animation: none !important;
  }
`;

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  width = 600,
  children,
  footer,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={overlayStyle} />
        <RadixDialog.Content
          css={(theme) => contentStyle(theme, width)}
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
