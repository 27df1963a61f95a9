import { css, type Theme } from '@emotion/react';

export const avatarStyle = (theme: Theme, size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${size}px;
  height: ${size}px;
  overflow: hidden;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.primary[100]};
  color: ${theme.colors.primary[800]};
  font-size: ${Math.round(size * 0.4)}px;
  font-weight: ${theme.typography.weights.semibold};
  line-height: 1;
  user-select: none;
`;

/**
 * The initials are drawn from an attribute, not written as text: the avatar is named by the full
 * name, and a control around it (the header's account button) would otherwise show text its
 * name does not contain, which speech input cannot target (WCAG 2.5.3, label in name).
 */
export const initialsStyle = css`
  &::before {
    content: attr(data-initials);
  }
`;
