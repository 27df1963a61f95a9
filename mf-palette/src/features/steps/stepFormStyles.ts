import { css, type Theme } from '@emotion/react';
import type { KeyboardEvent } from 'react';

export const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  label {
    font-weight: ${theme.typography.weights.medium};
  }
  textarea,
  input {
    width: 100%;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.md};
    font: inherit;
    color: ${theme.colors.text.primary};
    background: ${theme.colors.background.surface};
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  [data-required] {
    color: ${theme.colors.text.danger};
    font-size: ${theme.typography.sizes.sm};
  }
`;

export const actionsStyle = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

/** Cmd/Ctrl+Enter submits a step, from any of its fields. */
export const isSubmitShortcut = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.metaKey || event.ctrlKey);
