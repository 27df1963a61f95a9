import { css, type Theme } from '@emotion/react';
import { formatDueDate, type Task } from '@staydesk/contracts';
import { Badge } from '@staydesk/design-system';
import type { ReactNode } from 'react';
import { PRIORITY_LABELS, STATUS_LABELS } from './labels';
import { propertyLabel } from './property-label';

interface TaskDetailsProps {
  task: Task;
  actions?: ReactNode;
}

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[3]} ${theme.space[4]};
  margin: 0;
  dt {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.typography.sizes.sm};
    overflow-wrap: anywhere;
  }
`;

const descriptionStyle = (theme: Theme) => css`
  margin: ${theme.space[6]} 0 0;
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.normal};
  white-space: pre-wrap;
`;

export function TaskDetails({ task, actions }: TaskDetailsProps) {
  const status = STATUS_LABELS[task.status];
  const priority = PRIORITY_LABELS[task.priority];
  return (
    <>
      <dl css={listStyle}>
        <dt>Status</dt>
        <dd>
          <Badge tone={status.tone}>{status.label}</Badge>
        </dd>
        <dt>Priority</dt>
        <dd>
          <Badge tone={priority.tone}>{priority.label}</Badge>
        </dd>
        <dt>Due date</dt>
        <dd>{formatDueDate(task.due_date)}</dd>
        <dt>Property</dt>
        <dd>{propertyLabel(task.listing)}</dd>
      </dl>
      {task.description && <p css={descriptionStyle}>{task.description}</p>}
      {actions}
    </>
  );
}
