import { TASK_VIEW_REFUSAL } from '@staydesk/contracts';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';

export interface TaskLoadErrorProps {
  taskId: string;
  /** The HTTP status the task request failed with, if it got an answer. */
  status: number | string | undefined;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * What every task surface shows when its task cannot be loaded: not found, the no-permission
 * panel with its TASK-{id} reference, or a retry.
 */
export function TaskLoadError({ taskId, status, retrying, onRetry }: TaskLoadErrorProps) {
  if (status === 404) {
    return (
      <div role="alert">
        <EmptyState title="Task not found" />
      </div>
    );
  }
  if (status === 401 || status === 403) {
    return (
      <div role="alert">
        <EmptyState title={TASK_VIEW_REFUSAL} description={`Reference: TASK-${taskId}`} />
      </div>
    );
  }
  return (
    <div role="alert">
      <EmptyState
        title="Failed to load task"
        action={
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    </div>
  );
}
