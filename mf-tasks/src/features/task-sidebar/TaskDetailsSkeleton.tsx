import { Skeleton, VisuallyHidden } from '@staydesk/design-system';

export function TaskDetailsSkeleton() {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <p role="status" css={{ margin: 0 }}>
        <VisuallyHidden>Loading task…</VisuallyHidden>
      </p>
      <Skeleton width="40%" height={20} />
      <Skeleton width="60%" />
      <Skeleton width="55%" />
      <Skeleton width="70%" />
      <Skeleton height={40} />
    </div>
  );
}
