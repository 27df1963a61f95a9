import { css } from '@emotion/react';

/**
 * The scrolling box of a virtual list: it fills its column and keeps its scroll (and a
 * pull-to-refresh gesture) to itself rather than passing it to the page behind.
 */
export const virtualScrollerStyle = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior-y: contain;
`;

/** The list inside it: as tall as every row together, rows placed by their offsets. */
export const virtualListStyle = css`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;
