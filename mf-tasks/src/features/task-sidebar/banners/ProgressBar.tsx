import { css, type Theme } from '@emotion/react';
import type { Task } from '@staydesk/contracts';

const trackStyle = (theme: Theme) => css`
  height: 8px;
  margin-top: ${theme.space[1]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.background.muted};
  overflow: hidden;
`;

const fillStyle = (theme: Theme, percent: number) => css`
  width: ${percent}%;
  height: 100%;
  background: ${theme.colors.success[700]};
`;

/** Checklist completion; nothing when the task has no checklist. */
export function ProgressBar({ task }: { task: Task }) {
  const total = task.checklist.length;
  if (total === 0) return null;
  const done = task.checklist.filter((item) => item.completed).length;
  const percent = Math.round((done / total) * 100);
  const label = `${done} of ${total} checklist items done`;
  return (
    <div css={(theme) => ({ marginTop: theme.space[4], fontSize: theme.typography.sizes.sm })}>
      <span>{label}</span>
      <div
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        css={trackStyle}
      >
        <div css={(theme) => fillStyle(theme, percent)} />
      </div>
    </div>
  );
}
