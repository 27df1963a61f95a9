import { css, type Theme } from '@emotion/react';

/** Attachments as tiles that fill the row, each at least `minWidth` wide. */
export const tileGridStyle = (minWidth: number) => (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}px, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
