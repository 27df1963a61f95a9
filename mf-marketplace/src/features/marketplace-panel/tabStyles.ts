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
