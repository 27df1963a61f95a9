import { css, type Theme } from '@emotion/react';

/** A ring that stays visible on coloured backgrounds thanks to the offset gap. */
export const focusRing = (theme: Theme) => css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
