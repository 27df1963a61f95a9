import { css, type Theme } from '@emotion/react';
import { buttonStyle, type ButtonSize } from '@staydesk/design-system';

/**
 * A file input's label drawn as a secondary button: the label opens the browser's picker (or
 * the camera), the input itself stays in the page for the keyboard and assistive technology.
 */
export const fileButtonStyle = (theme: Theme, size: ButtonSize = 'sm', disabled = false) => [
  buttonStyle(theme, 'secondary', size),
  css`
    position: relative;
    cursor: ${disabled ? 'not-allowed' : 'pointer'};
    opacity: ${disabled ? 0.5 : 1};
    &:focus-within {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
];

/** The input inside a `fileButtonStyle` label. */
export const hiddenFileInput = css`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;
