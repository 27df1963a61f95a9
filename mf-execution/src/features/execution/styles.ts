import { css, type Theme } from '@emotion/react';

/** The big, thumb-sized buttons of the execution screens. */
export const bigButtonStyle = (theme: Theme) => css`
  width: 100%;
  min-height: 56px;
  font-size: ${theme.typography.sizes.lg};
`;

export const errorStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.danger[50]};
  color: ${theme.colors.text.danger};
`;

export const cardStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.xl};
`;

export const sectionTitleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.lg};
`;

export const stackStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

// One multi-line field for every remote's forms.
export { textareaStyle } from '@staydesk/design-system/panels';
