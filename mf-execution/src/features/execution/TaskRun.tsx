import { css, type Theme } from '@emotion/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageOf, type Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { ActiveHeader } from './ActiveHeader';
import { useStartTaskMutation } from './api';
import { TaskSummary } from './TaskSummary';

const startButtonStyle = (theme: Theme) => css`
  width: 100%;
  height: 56px;
  font-size: ${theme.typography.sizes.lg};
`;

const errorStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.danger[50]};
  color: ${theme.colors.text.danger};
`;

const START_FAILED = 'Failed to start task';

function startFailureMessage(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error) return null;
  return 'data' in error ? errorMessageOf(error.data, START_FAILED) : START_FAILED;
}

const startLabel = (task: Task) =>
  task.status === 'in_progress' || task.status === 'blocked' ? 'Resume Task' : 'Start Task';

/** The ready screen, which becomes the active header once the task has started. */
export function TaskRun({ task, titleId }: { task: Task; titleId: string }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [startTask, { isLoading: starting, error }] = useStartTaskMutation();
  const start = async () => {
    const result = await startTask(task.id);
    // The clock runs from the server's start time, so a resumed task keeps its elapsed time.
    if (result.data)
      setStartedAt(result.data.started_at ? Date.parse(result.data.started_at) : Date.now());
  };
  const finished = task.status === 'completed' || task.status === 'cancelled';
  const failure = startFailureMessage(error);
  return (
    <>
      {startedAt !== null && <ActiveHeader startedAt={startedAt} checklist={task.checklist} />}
      <TaskSummary task={task} titleId={titleId} />
      {startedAt === null && finished && <p css={{ margin: 0 }}>This task is {task.status}.</p>}
      {startedAt === null && !finished && (
        <>
          {failure && (
            <p role="alert" css={errorStyle}>
              {failure}
            </p>
          )}
          <Button css={startButtonStyle} loading={starting} onClick={start}>
            {startLabel(task)}
          </Button>
        </>
      )}
    </>
  );
}
