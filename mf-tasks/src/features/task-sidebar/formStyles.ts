import { css, type Theme } from '@emotion/react';
import { focusRing } from '@staydesk/design-system';

/** Text areas, selects and native inputs that line up with the design system's Input. */
export const fieldStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  font: inherit;
  font-size: ${theme.typography.sizes.sm};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger[600]};
  }
  ${focusRing(theme)}
`;

export const labelStyle = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space[1]};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
`;

export const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const mutedStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export const fieldGap = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;
