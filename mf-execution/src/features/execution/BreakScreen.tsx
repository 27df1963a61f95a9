import { css, type Theme } from '@emotion/react';
import type { Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { failureMessage } from '@staydesk/design-system/attachments';
import { useState } from 'react';
import { useFieldActions } from './actions';
import type { RunClock } from './run-clock';
import { bigButtonStyle, errorStyle, stackStyle } from './styles';
import { formatElapsed, useNow } from './useNow';

const durationStyle = (theme: Theme) => css`
  margin: 0;
  font-size: 3rem;
  font-weight: ${theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** A break: how long it has lasted, and 'Resume Task' to end it. */
export default function BreakScreen({ task, clock }: { task: Task; clock: RunClock }) {
  const now = useNow(true);
  const { perform, running } = useFieldActions();
  const [failure, setFailure] = useState<string | null>(null);
  const started = clock.activeBreak?.startedAt ?? now;
  const seconds = Math.max(0, Math.floor((now - started) / 1000));
  async function resume() {
    if (!clock.activeBreak) return;
    setFailure(null);
    try {
      await perform({ kind: 'break-end', taskId: task.id, breakId: clock.activeBreak.id });
    } catch (error) {
      setFailure(failureMessage(error, 'Failed to end break'));
    }
  }
  return (
    <section aria-label="On a break" css={stackStyle}>
      <p css={{ margin: 0, textAlign: 'center' }}>On a break</p>
      {/* Counted on from the server's drawing to the instant the view hydrates. */}
      <p role="timer" aria-label="Break duration" css={durationStyle} suppressHydrationWarning>
        {formatElapsed(seconds)}
      </p>
      {failure && (
        <p role="alert" css={errorStyle}>
          {failure}
        </p>
      )}
      <Button css={bigButtonStyle} loading={running} onClick={() => void resume()}>
        Resume Task
      </Button>
    </section>
  );
}
