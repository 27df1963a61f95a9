import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing';

/** Shared by Input and the Select trigger so form controls line up. */
export const controlStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 40px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  font-family: inherit;
  font-size: ${theme.typography.sizes.md};
  &::placeholder {
    color: ${theme.colors.text.muted};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger[600]};
  }
  &:disabled {
    background: ${theme.colors.background.muted};
    cursor: not-allowed;
  }
  ${focusRing(theme)}
  &:focus-visible {
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
`;

const labelStyle = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space[1]};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
`;

const messageStyle = (theme: Theme, isError: boolean) => css`
  margin: ${theme.space[1]} 0 0;
  color: ${isError ? theme.colors.text.danger : theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.snug};
`;

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} css={labelStyle}>
      {children}
    </label>
  );
}

export function FieldMessage({
  id,
  isError = false,
  children,
}: {
  id: string;
  isError?: boolean;
  children: ReactNode;
}) {
  return (
    <p id={id} css={(theme) => messageStyle(theme, isError)}>
      {children}
    </p>
  );
}
