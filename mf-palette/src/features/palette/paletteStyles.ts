import { css, type Theme } from '@emotion/react';

export const labelStyle = (theme: Theme) => css`
  font-weight: ${theme.typography.weights.medium};
`;

export const descriptionStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export const listStyle = (theme: Theme) => css`
  margin-top: ${theme.space[3]};
  max-height: min(360px, 60dvh);
  overflow-y: auto;
  [cmdk-item] {
    display: grid;
    gap: 2px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${theme.colors.background.selected};
    box-shadow: inset 3px 0 0 ${theme.colors.focus};
  }
  [cmdk-item][data-disabled='true'] {
    padding: ${theme.space[6]} ${theme.space[3]};
    text-align: center;
    color: ${theme.colors.text.secondary};
    cursor: default;
  }
  [cmdk-group-heading] {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[1]};
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.xs};
    font-weight: ${theme.typography.weights.semibold};
    text-transform: uppercase;
  }
`;

export const inputStyle = (theme: Theme) => css`
  width: 100%;
  height: 44px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  font: inherit;
  color: ${theme.colors.text.primary};
  background: ${theme.colors.background.surface};
  &::placeholder {
    color: ${theme.colors.text.muted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
