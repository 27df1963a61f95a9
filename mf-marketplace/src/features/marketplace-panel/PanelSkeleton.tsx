import { Skeleton, VisuallyHidden } from '@staydesk/design-system';

export function PanelSkeleton() {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <p role="status" css={{ margin: 0 }}>
        <VisuallyHidden>Loading marketplace…</VisuallyHidden>
      </p>
      <Skeleton height={36} />
      <Skeleton width="50%" height={20} />
      <Skeleton width="80%" />
      <Skeleton width="65%" />
    </div>
  );
}
