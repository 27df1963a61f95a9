import { css, type Theme } from '@emotion/react';
import type { Task } from '@staydesk/contracts';
import { formatElapsed, useElapsedSeconds } from './useElapsedSeconds';

const headerStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.background.selected};
`;

const timerStyle = (theme: Theme) => css`
  font-size: 2.5rem;
  font-weight: ${theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

function currentStepText(checklist: Task['checklist']): string {
  if (checklist.length === 0) return 'No checklist steps';
  const step = checklist.find((item) => !item.completed);
  return step ? `Current step: ${step.title}` : 'All steps complete';
}

export function ActiveHeader({
  startedAt,
  checklist,
}: {
  startedAt: number;
  checklist: Task['checklist'];
}) {
  const seconds = useElapsedSeconds(startedAt);
  return (
    <section aria-label="Task in progress" css={headerStyle}>
      <p css={{ margin: 0 }}>
        Elapsed time{' '}
        <span role="timer" aria-label="Elapsed time" css={timerStyle}>
          {formatElapsed(seconds)}
        </span>
      </p>
      <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{currentStepText(checklist)}</p>
    </section>
  );
}
