import { css, type Theme } from '@emotion/react';
import { mq } from '../../theme';
import { pulse } from '../../styles/keyframes';

export interface SkeletonProps {
  /** px as a number, or any CSS length. */
  width?: number | string;
  height?: number | string;
  radius?: keyof Theme['radii'];
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const skeletonStyle = (theme: Theme) => css`
  display: block;
  background: ${theme.colors.neutral[200]};
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

/** A placeholder shape; hidden from screen readers, so announce loading elsewhere (e.g. aria-busy). */
export function Skeleton({ width = '100%', height = 16, radius = 'md' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      css={(theme) => [
        skeletonStyle(theme),
        { width: toLength(width), height: toLength(height), borderRadius: theme.radii[radius] },
      ]}
    />
  );
}
