import { css } from '@emotion/react';

interface SurfaceFallbackProps {
  label: string;
  error?: unknown;
  /** Shown while the shell retries loading the surface. */
  retrying?: boolean;
}

const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  border: '1px dashed #94a3b8',
  borderRadius: 8,
  background: '#f8fafc',
  color: '#334155',
  fontSize: 13,
  lineHeight: 1.4,
});

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
