import { css, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { mq } from '../../theme';
import { fadeIn } from '../../styles/keyframes';
import { IconButton } from '../IconButton/IconButton';

/** Header, body and footer shared by Dialog and Drawer, which differ only in placement. */

export const overlayStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  background: ${theme.colors.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} ${theme.motion.normal} ease-out;
  }
  ${mq.reducedMotion} {
    animation: none !important;
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
  margin: 0;
  font-size: ${theme.typography.sizes.lg};
  font-weight: ${theme.typography.weights.semibold};
  line-height: ${theme.typography.lineHeights.tight};
  color: ${theme.colors.text.primary};
`;

const descriptionStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.normal};
  color: ${theme.colors.text.secondary};
`;

const bodyStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[6]};
`;

const footerStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border.subtle};
`;

export function OverlayHeader({
  title,
  description,
}: {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div css={headerStyle}>
      <div css={(theme) => ({ flex: '1 1 auto', minWidth: 0, paddingTop: theme.space[1] })}>
        <RadixDialog.Title css={titleStyle}>{title}</RadixDialog.Title>
        {description && (
          <RadixDialog.Description css={descriptionStyle}>{description}</RadixDialog.Description>
        )}
      </div>
      <RadixDialog.Close asChild>
        <IconButton label="Close" icon={<CloseIcon />} size="sm" />
      </RadixDialog.Close>
    </div>
  );
}

/** Radix warns when a dialog has no description unless aria-describedby is explicitly undefined. */
export const describedByProps = (description: ReactNode) =>
  description ? {} : { 'aria-describedby': undefined };

/**
 * Radix returns focus only to a `Dialog.Trigger`; our overlays are opened by the caller's own
 * controls, so remember what had focus when opening and go back to it when closing.
 */
export function useReturnFocus(open: boolean) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  // Read while rendering the opening: the content (and any autoFocus in it) has not mounted yet.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const active = document.activeElement;
      setOpener(active instanceof HTMLElement ? active : null);
    }
  }
  return {
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener?.isConnected) opener.focus();
    },
  };
}

export function OverlayBody({ children }: { children: ReactNode }) {
  return <div css={bodyStyle}>{children}</div>;
}

export function OverlayFooter({ children }: { children: ReactNode }) {
  return <div css={footerStyle}>{children}</div>;
}
