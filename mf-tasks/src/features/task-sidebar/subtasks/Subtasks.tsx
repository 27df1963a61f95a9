import { css, type Theme } from '@emotion/react';
import { formatTaskTime } from '@staydesk/contracts';
import { Badge, Button, focusRing } from '@staydesk/design-system';
import { useCreateSubtaskMutation } from '../../task-api';
import { Section } from '../Section';
import { ErrorText } from '../editing/ErrorText';
import { useCallFailure } from '../editing/useCallFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { mutedStyle } from '../formStyles';
import { STATUS_LABELS } from '../labels';
import { AddSubtask } from './AddSubtask';
import { useConvertToTask } from './useConvertToTask';

const rowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} 0;
  > button:first-of-type {
    flex: 1 1 auto;
    min-width: 0;
    padding: ${theme.space[2]};
    border: 0;
    border-radius: ${theme.radii.md};
    background: none;
    font: inherit;
    font-size: ${theme.typography.sizes.sm};
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.background.subtle};
    }
    ${focusRing(theme)}
  }
`;

/** The subtasks of a task (a subtask has none); a row opens that subtask. */
export function Subtasks() {
  const { task, platform, mayEditStructure } = useTaskEditing();
  const [createSubtask, creating] = useCreateSubtaskMutation();
  const { message: addError, report } = useCallFailure();
  const { convert, converting, error: convertError } = useConvertToTask(task.id);
  if (task.is_subtask) return null;
  const subtasks = [...task.subtasks].sort((a, b) => a.subtaskOrder - b.subtaskOrder);
  const error = addError ?? convertError;

  return (
    <Section title={`Subtasks (${subtasks.length})`}>
      {subtasks.length === 0 && <p css={mutedStyle}>No subtasks.</p>}
      <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {subtasks.map((subtask) => (
          <li key={subtask.id} css={rowStyle}>
            <button type="button" onClick={() => platform.nav.openTask(subtask.id)}>
              <span css={{ display: 'block', fontWeight: 500 }}>{subtask.title || 'No title'}</span>
              <span css={mutedStyle}>
                {[
                  subtask.assignedTo ?? 'Unassigned',
                  formatTaskTime(subtask.dueDate, task.time_zone),
                ].join(' · ')}
              </span>
            </button>
            <Badge tone={STATUS_LABELS[subtask.status].tone}>
              {STATUS_LABELS[subtask.status].label}
            </Badge>
            {mayEditStructure && (
              <Button
                size="sm"
                variant="ghost"
                loading={converting === subtask.id}
                aria-label={`Convert ${subtask.title} to a task`}
                onClick={() => void convert(subtask.id)}
              >
                Convert to task
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ErrorText message={error} />
      {mayEditStructure && (
        <div css={{ marginTop: 12 }}>
          <AddSubtask
            busy={creating.isLoading}
            onAdd={async (title) =>
              report(
                await createSubtask({ parentTaskId: task.id, title }),
                'Failed to create subtask',
              )
            }
          />
        </div>
      )}
    </Section>
  );
}
