import { css } from '@emotion/react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { SpinnerGlyph } from './SpinnerGlyph';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to screen readers. */
  label?: string;
}

const spinnerStyle = css`
  display: inline-flex;
  align-items: center;
`;

export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" css={(theme) => [spinnerStyle, { color: theme.colors.primary[600] }]}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
