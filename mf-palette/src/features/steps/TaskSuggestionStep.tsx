import { skipToken } from '@reduxjs/toolkit/query';
import { formatDueDate } from '@staydesk/contracts';
import { Command } from 'cmdk';
import { useTasksDueBetweenQuery, useTaskTemplatesQuery } from '../data/palette-queries';
import { relatedTaskWindow, type TaskChoice } from '../flows/task-flow';
import { useActiveDescendant } from '../palette/useActiveDescendant';
import { descriptionStyle, inputStyle, labelStyle, listStyle } from '../palette/paletteStyles';
import { chosenReservation, type StepProps } from './step-props';

export const BLANK_TASK = 'Open the task creation panel';

/**
 * What to create: a blank task in the creation panel, a task from an active automation's
 * template, or a subtask of a task already due around the chosen stay.
 */
export default function TaskSuggestionStep({ step, values, choose }: StepProps) {
  const reservation = chosenReservation(values);
  const templates = useTaskTemplatesQuery();
  const related = useTasksDueBetweenQuery(
    reservation
      ? { listingId: reservation.listingId, ...relatedTaskWindow(reservation) }
      : skipToken,
  );
  const root = useActiveDescendant();
  const pick = (choice: TaskChoice) => () => choose(choice);
  return (
    <Command ref={root} label={step.title} loop>
      <Command.Input autoFocus css={inputStyle} placeholder="Type to filter" data-step-input="" />
      <Command.List css={listStyle}>
        <Command.Item value={BLANK_TASK} onSelect={pick({ kind: 'blank' })}>
          <span css={labelStyle}>{BLANK_TASK}</span>
        </Command.Item>
        <Command.Group heading="Templates">
          {(templates.data ?? []).map((template) => (
            <Command.Item
              key={template.id}
              value={`template ${template.name} ${template.id}`}
              onSelect={pick({ kind: 'template', template })}
            >
              <span css={labelStyle}>{template.name}</span>
              <span css={descriptionStyle}>{template.description}</span>
            </Command.Item>
          ))}
          {!templates.isLoading && (templates.data ?? []).length === 0 && (
            <Command.Item disabled value="no-templates">
              No templates available
            </Command.Item>
          )}
        </Command.Group>
        {reservation && (
          <Command.Group heading="Tasks around this stay">
            {(related.data ?? []).map((task) => (
              <Command.Item
                key={task.id}
                value={`task ${task.title} ${task.id}`}
                onSelect={pick({ kind: 'related', task })}
              >
                <span css={labelStyle}>Subtask of {task.title}</span>
                <span css={descriptionStyle}>{formatDueDate(task.due_date)}</span>
              </Command.Item>
            ))}
            {!related.isLoading && (related.data ?? []).length === 0 && (
              <Command.Item disabled value="no-tasks">
                No tasks available
              </Command.Item>
            )}
          </Command.Group>
        )}
      </Command.List>
    </Command>
  );
}
