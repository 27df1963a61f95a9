import {
  dueUrgency,
  formatTaskTime,
  viewerTimeZone,
  zoneLabel,
  type DueUrgency,
  type TaskStatus,
} from '@staydesk/contracts';
import { Badge, Button, type Tone } from '@staydesk/design-system';
import { useId } from 'react';
import { toLocalDateTime } from '../editing/local-date-time';
import { SaveFailure } from '../editing/SaveFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { useFieldDraft } from '../editing/useFieldDraft';
import { fieldStyle, labelStyle, mutedStyle, rowStyle } from '../formStyles';

const URGENCY: Record<Exclude<DueUrgency, 'normal'>, { label: string; tone: Tone }> = {
  overdue: { label: 'Overdue', tone: 'danger' },
  urgent: { label: 'Due within 24 hours', tone: 'warning' },
  soon: { label: 'Due within 72 hours', tone: 'info' },
};

/** A task that is done or called off is not late, however long ago it was due. */
const FINISHED: readonly TaskStatus[] = ['completed', 'cancelled'];

export function DueUrgencyBadge({
  due,
  status,
  now,
}: {
  due: string | null;
  status: TaskStatus;
  now: Date;
}) {
  if (!due || FINISHED.includes(status)) return null;
  const urgency = dueUrgency(new Date(due), now);
  if (urgency === 'normal') return null;
  return <Badge tone={URGENCY[urgency].tone}>{URGENCY[urgency].label}</Badge>;
}

/** The due date with its urgency, and its control for those who may move it. */
export function DueDateField({ now }: { now: Date }) {
  const { task, mayChange } = useTaskEditing();
  const inputId = useId();
  const hintId = useId();
  const saved = toLocalDateTime(task.due_date, task.time_zone);
  const field = useFieldDraft(saved);
  const zone = zoneLabel(task.time_zone, viewerTimeZone());
  const shown = formatTaskTime(task.due_date, task.time_zone);

  // The local time goes as typed: the API reads it in the task's zone and moves the approval
  // deadline with it.
  const save = () => void field.commit({ dueDate: field.value || null });

  const editable = mayChange('dueDate');
  return (
    <div>
      {editable ? (
        <label htmlFor={inputId} css={labelStyle}>
          Due date
        </label>
      ) : (
        <span css={labelStyle}>Due date</span>
      )}
      {editable ? (
        <div css={rowStyle}>
          <input
            id={inputId}
            type="datetime-local"
            value={field.value}
            onChange={(event) => field.edit(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && field.dirty && save()}
            aria-describedby={zone ? hintId : undefined}
            css={[fieldStyle, { width: 'auto' }]}
          />
          {zone && (
            <span id={hintId} css={mutedStyle}>
              {zone}
            </span>
          )}
          {field.dirty && (
            <Button size="sm" loading={field.saving} onClick={save}>
              Save due date
            </Button>
          )}
        </div>
      ) : (
        <span>{shown}</span>
      )}
      <div css={{ marginTop: 4 }}>
        <DueUrgencyBadge due={task.due_date} status={task.status} now={now} />
      </div>
      <SaveFailure failure={field.failure} current={shown} />
    </div>
  );
}
