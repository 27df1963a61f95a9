import { css, type Theme } from '@emotion/react';

/** A selectable row of a menu or a select list, highlighted the Radix way (data attributes). */
export const listItemStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.sizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${theme.colors.primary[600]};
    color: ${theme.colors.text.inverse};
  }
  &[data-disabled] {
    color: ${theme.colors.text.muted};
    cursor: not-allowed;
  }
`;
