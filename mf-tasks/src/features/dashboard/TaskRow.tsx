import { css, type Theme } from '@emotion/react';
import { formatTaskTime, type Task } from '@staydesk/contracts';
import { Badge, mq } from '@staydesk/design-system';
import { memo, useEffect, useRef, type ChangeEvent, type CSSProperties } from 'react';
import { PRIORITY_LABELS, STATUS_LABELS } from '../task-sidebar/labels';
import { categoryLabel } from './labels';

/**
 * Each row is a grid of its own, so every column has a fixed or proportional width (never
 * 'auto'): the badges and dates of all rows line up under the column headings.
 */
const columnsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1rem minmax(0, 3fr) 6.5rem 4.5rem minmax(0, 1.3fr) minmax(0, 1.3fr) 11rem;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[4]};
`;

const headingsStyle = (theme: Theme) => css`
  ${columnsStyle(theme)}
  border-bottom: 1px solid ${theme.colors.border.subtle};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
  font-weight: ${theme.typography.weights.semibold};
  ${mq.below('mobile')} {
    display: none;
  }
`;

/** What each column of the rows holds; the rows' cells say it again to screen readers. */
export function TaskColumnHeadings() {
  return (
    <div css={headingsStyle} aria-hidden="true" data-testid="task-column-headings">
      <span />
      <span>Task</span>
      <span>Status</span>
      <span>Priority</span>
      <span>Assignee</span>
      <span>Property</span>
      <span>Due</span>
    </div>
  );
}

const rowStyle = (theme: Theme) => css`
  ${columnsStyle(theme)}
  border-bottom: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.background.surface};
  font-size: ${theme.typography.sizes.sm};
  cursor: pointer;
  &[data-selected='true'] {
    background: ${theme.colors.background.selected};
  }
  &:hover {
    background: ${theme.colors.background.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  ${mq.below('mobile')} {
    /* On a phone the facts stack under the title. */
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'check title status' 'check meta meta';
    row-gap: ${theme.space[1]};
    & > .cell-check {
      grid-area: check;
    }
    & > .cell-title {
      grid-area: title;
    }
    & > .cell-status {
      grid-area: status;
    }
    & > .cell-wide {
      display: none;
    }
    & > .cell-meta {
      grid-area: meta;
      display: block;
    }
  }
`;

const titleStyle = (theme: Theme) => css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${theme.typography.weights.medium};
`;

const mutedStyle = (theme: Theme) => css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.text.secondary};
`;

const metaStyle = (theme: Theme) => css`
  display: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
`;

export interface TaskRowProps {
  task: Task;
  index: number;
  start: number;
  selected: boolean;
  tabbable: boolean;
  focusRequested: boolean;
  measure: (element: HTMLElement | null) => void;
  onToggle: (taskId: string, range: boolean) => void;
  onOpen: (taskId: string) => void;
  onFocused: (index: number) => void;
}

const shiftHeld = (event: ChangeEvent<HTMLInputElement>) =>
  event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey;

/** One task of the dashboard: a click or Enter opens it, the box or Space selects it. */
export const TaskRow = memo(function TaskRow({
  task,
  index,
  start,
  selected,
  tabbable,
  focusRequested,
  measure,
  onToggle,
  onOpen,
  onFocused,
}: TaskRowProps) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    row.current?.focus({ preventScroll: true });
    onFocused(index);
  }, [focusRequested, onFocused, index]);

  const status = STATUS_LABELS[task.status];
  const priority = PRIORITY_LABELS[task.priority];
  const due = formatTaskTime(task.due_date, task.time_zone);
  const assignee = task.assignedTo?.name ?? 'Unassigned';
  const property = task.listing?.name ?? 'No property';
  const position: CSSProperties = { transform: `translateY(${start}px)` };
  return (
    <li
      ref={(element) => {
        row.current = element;
        measure(element);
      }}
      data-index={index}
      data-task-id={task.id}
      data-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      css={rowStyle}
      style={position}
      onClick={() => onOpen(task.id)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen(task.id);
        } else if (event.key === ' ') {
          event.preventDefault();
          onToggle(task.id, event.shiftKey);
        }
      }}
    >
      <span className="cell-check" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select ${task.title}`}
          tabIndex={-1}
          onChange={(event) => onToggle(task.id, shiftHeld(event))}
        />
      </span>
      <span className="cell-title" css={titleStyle}>
        {task.title}
      </span>
      <span className="cell-status">
        <Badge tone={status.tone}>{status.label}</Badge>
      </span>
      <span className="cell-wide">
        <Badge tone={priority.tone}>{priority.label}</Badge>
      </span>
      <span className="cell-wide" css={mutedStyle}>
        {assignee}
      </span>
      <span className="cell-wide" css={mutedStyle}>
        {property}
      </span>
      <span className="cell-wide" css={mutedStyle}>
        {due}
      </span>
      <span className="cell-meta" css={metaStyle}>
        {[due, priority.label, categoryLabel(task.category), assignee, property].join(' · ')}
      </span>
    </li>
  );
});
