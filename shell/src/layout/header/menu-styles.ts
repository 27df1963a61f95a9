import { css } from '@emotion/react';

/** An action of a header menu: a full-width row, one per line. */
export const menuActionStyle = css({
  display: 'block',
  width: '100%',
  padding: '10px 12px',
  border: 0,
  borderRadius: 6,
  background: 'none',
  color: '#0f172a',
  fontSize: 15,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover, :focus-visible': { background: '#f1f5f9' },
  ':focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: -2 },
});
