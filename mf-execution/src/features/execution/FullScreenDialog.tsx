import { css, type Theme } from '@emotion/react';
import { CloseIcon, IconButton, useBodyScrollLock } from '@staydesk/design-system';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

interface FullScreenDialogProps {
  /** Id of the element that names the dialog (the task title). */
  labelledBy: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

const dialogStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  &:focus {
    outline: none;
  }
`;

const toolbarStyle = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const contentStyle = (theme: Theme) => css`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 0 ${theme.space[4]} ${theme.space[8]};
`;

/**
 * A modal view over the whole screen. The design-system Dialog stops at 600 px on desktop; the
 * execution view must cover everything at every width.
 */
export function FullScreenDialog({
  labelledBy,
  closeLabel,
  onClose,
  children,
}: FullScreenDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useBodyScrollLock();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      css={dialogStyle}
      onKeyDown={closeOnEscape}
    >
      <div css={toolbarStyle}>
        <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <div css={contentStyle}>{children}</div>
    </div>
  );
}
