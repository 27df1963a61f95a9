import { css, type Theme } from '@emotion/react';

/** A multi-line field matching the design system's inputs. */
export const textareaStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: 96px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  font: inherit;
  font-size: ${theme.typography.sizes.md};
  color: ${theme.colors.text.primary};
  background: ${theme.colors.background.surface};
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 0;
  }
`;
