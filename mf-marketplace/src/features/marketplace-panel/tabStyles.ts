import { css, type Theme } from '@emotion/react';

export const tabBodyStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding-top: ${theme.space[4]};
`;

export const sectionTitleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.semibold};
`;

export const cardStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  font-size: ${theme.typography.sizes.sm};
`;

export const plainListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

export const mutedStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export const alertStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tones.danger.softBackground};
  color: ${theme.colors.tones.danger.softText};
  font-size: ${theme.typography.sizes.sm};
`;
