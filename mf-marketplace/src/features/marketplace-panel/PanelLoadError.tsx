import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Button, EmptyState } from '@staydesk/design-system';

interface PanelLoadErrorProps {
  taskId: string;
  error: FetchBaseQueryError | SerializedError | undefined;
  retrying: boolean;
  onRetry: () => void;
}

export function PanelLoadError({ taskId, error, retrying, onRetry }: PanelLoadErrorProps) {
  const status = error && 'status' in error ? error.status : undefined;
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
        <EmptyState
          title="You do not have permission to view this task"
          description={`Reference: TASK-${taskId}`}
        />
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
