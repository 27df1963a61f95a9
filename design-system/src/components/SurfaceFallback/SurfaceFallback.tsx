import { css } from '@emotion/react';
import type { Theme } from '../../theme';

export interface SurfaceFallbackProps {
  /** The surface's name: 'Tasks', 'Notifications' ... */
  label: string;
  /** Shown while the shell retries loading the surface. */
  retrying?: boolean;
}

const box = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px dashed ${theme.colors.border.control};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.subtle};
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.snug};
`;

/** The compact stand-in for a surface whose remote failed to load or threw. */
export function SurfaceFallback({ label, retrying = false }: SurfaceFallbackProps) {
  return (
    <div role="status" css={box} data-surface-fallback={label}>
      <span aria-hidden="true">⚠</span>
      <span>
        {label} is unavailable right now.{retrying ? ' Retrying…' : ''}
      </span>
    </div>
  );
}
