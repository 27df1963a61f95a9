import { css, type Theme } from '@emotion/react';

export const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${theme.typography.fontFamily};
    font-size: ${theme.typography.sizes.md};
    line-height: ${theme.typography.lineHeights.normal};
    color: ${theme.colors.text.primary};
    background: ${theme.colors.background.surface};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
