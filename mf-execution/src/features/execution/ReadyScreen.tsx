import type { StartAction, Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { failureMessage } from '@staydesk/design-system/attachments';
import { useState } from 'react';
import { useFieldActions } from './actions';
import { AccessDetails } from './AccessDetails';
import { bigButtonStyle, errorStyle } from './styles';

const START_FAILED = 'Failed to start task';

/**
 * The assigned provider's pre-start screen: how to get in, and 'Start Task' or 'Resume Task'
 * when the rules offer one (spec §4 Start / resume).
 */
export function ReadyScreen({
  task,
  action,
  onReportAccessProblem,
}: {
  task: Task;
  action: StartAction | null;
  onReportAccessProblem: () => void;
}) {
  const { perform, running } = useFieldActions();
  const [failure, setFailure] = useState<string | null>(null);
  async function start() {
    setFailure(null);
    try {
      await perform({ kind: action === 'Resume Task' ? 'resume' : 'start', taskId: task.id });
    } catch (error) {
      setFailure(failureMessage(error, START_FAILED));
    }
  }
  return (
    <>
      <AccessDetails property={task.property} onReportAccessProblem={onReportAccessProblem} />
      {failure && (
        <p role="alert" css={errorStyle}>
          {failure}
        </p>
      )}
      {action ? (
        <Button css={bigButtonStyle} loading={running} onClick={() => void start()}>
          {action}
        </Button>
      ) : (
        <p css={{ margin: 0 }}>This task cannot be started yet.</p>
      )}
    </>
  );
}
