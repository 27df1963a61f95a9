import { css, type Theme } from '@emotion/react';
import { unreadBadgeLabel } from '@staydesk/contracts';
import type { ReactNode } from 'react';
import type { Tone } from '../../theme';

interface BadgeBaseProps {
  tone?: Tone;
}

interface LabelBadgeProps extends BadgeBaseProps {
  children: ReactNode;
  count?: never;
}

interface CountBadgeProps extends BadgeBaseProps {
  /** An unread count: '99+' above 99, nothing at all when zero or below. */
  count: number;
  children?: never;
}

export type BadgeProps = LabelBadgeProps | CountBadgeProps;

const labelStyle = (theme: Theme, tone: Tone) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.tones[tone].softBackground};
  color: ${theme.colors.tones[tone].softText};
  font-size: ${theme.typography.sizes.xs};
  font-weight: ${theme.typography.weights.medium};
  line-height: ${theme.typography.lineHeights.normal};
  white-space: nowrap;
`;

const countStyle = (theme: Theme, tone: Tone) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.tones[tone].solidBackground};
  color: ${theme.colors.tones[tone].solidText};
  font-size: ${theme.typography.sizes.xs};
  font-weight: ${theme.typography.weights.semibold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export function Badge(props: BadgeProps) {
  if (props.count !== undefined) {
    const label = unreadBadgeLabel(props.count);
    if (label === null) return null;
    const tone = props.tone ?? 'danger';
    return <span css={(theme) => countStyle(theme, tone)}>{label}</span>;
  }
  const tone = props.tone ?? 'neutral';
  return <span css={(theme) => labelStyle(theme, tone)}>{props.children}</span>;
}
