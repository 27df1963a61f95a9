import type { Theme } from '@emotion/react';
import { Badge, Button } from '@staydesk/design-system';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { rowStyle } from '../formStyles';
import { STATUS_LABELS } from '../labels';
import { IssueBadge } from './IssueBadge';

const parentStyle = (theme: Theme) => ({
  margin: `0 0 ${theme.space[2]}`,
  fontSize: theme.typography.sizes.sm,
  color: theme.colors.text.secondary,
});

/** Under the title: the parent of a subtask, the status and the issue badge. */
export function TaskHeader() {
  const { task, platform } = useTaskEditing();
  const status = STATUS_LABELS[task.status];
  const { parent } = task;
  return (
    <div>
      {parent && (
        <p css={parentStyle}>
          Subtask of{' '}
          <Button variant="ghost" size="sm" onClick={() => platform.nav.openTask(parent.id)}>
            {parent.title || 'No title'}
          </Button>
        </p>
      )}
      <div css={rowStyle}>
        <Badge tone={status.tone}>{status.label}</Badge>
        <IssueBadge task={task} onOpen={() => platform.nav.openIssues(task.id)} />
      </div>
    </div>
  );
}
