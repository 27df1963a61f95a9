import { css, type Theme } from '@emotion/react';
import { focusRing } from '../../styles/focusRing';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export const buttonHeights: Record<ButtonSize, string> = { sm: '32px', md: '40px' };

const variantStyle = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary[600]};
        color: ${colors.text.inverse};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primary[700]};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.background.surface};
        color: ${colors.text.primary};
        border-color: ${colors.border.control};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.background.muted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.neutral[700]};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.background.muted};
          color: ${colors.text.primary};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger[600]};
        color: ${colors.text.inverse};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.danger[700]};
        }
      `;
  }
};

export const buttonStyle = (theme: Theme, variant: ButtonVariant, size: ButtonSize) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  height: ${buttonHeights[size]};
  padding: 0 ${size === 'sm' ? theme.space[3] : theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-family: inherit;
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast};
  ${variantStyle(theme, variant)}
  ${focusRing(theme)}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
