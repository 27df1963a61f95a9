import { css, type Theme } from '@emotion/react';
import { isServiceProvider, providerStartAction, type Role, type Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';

interface TaskActionsProps {
  task: Task;
  role: Role;
  userId: string;
  now: Date;
  onOpenMarketplace: (taskId: string) => void;
  onOpenExecution: (taskId: string) => void;
}

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[6]};
`;

export function TaskActions({
  task,
  role,
  userId,
  now,
  onOpenMarketplace,
  onOpenExecution,
}: TaskActionsProps) {
  const startAction = providerStartAction(task, { userId, role }, now);
  return (
    <div css={actionsStyle}>
      <Button variant="secondary" onClick={() => onOpenMarketplace(task.id)}>
        {isServiceProvider(role) ? 'Property Details' : 'Marketplace'}
      </Button>
      {startAction && <Button onClick={() => onOpenExecution(task.id)}>{startAction}</Button>}
    </div>
  );
}
