import { css, type Theme } from '@emotion/react';

const footerStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[3]};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
  kbd {
    font-family: ${theme.typography.monoFamily};
  }
`;

export function PaletteFooter() {
  return (
    <p css={footerStyle}>
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> to move
      </span>
      <span>
        <kbd>Enter</kbd> to choose
      </span>
      <span>
        <kbd>Esc</kbd> to close
      </span>
    </p>
  );
}
