import { css } from '@emotion/react';
import { mq } from '../../theme';
import { spin } from '../../styles/keyframes';

const glyphStyle = css`
  display: block;
  flex-shrink: 0;
  animation: ${spin} 0.8s linear infinite;
  ${mq.reducedMotion} {
    animation-duration: 2.4s;
  }
  circle {
    opacity: 0.25;
  }
`;

/** The decorative spinning ring; `Spinner` adds the announcement. */
export function SpinnerGlyph({ size }: { size: number }) {
  return (
    <svg
      css={glyphStyle}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
