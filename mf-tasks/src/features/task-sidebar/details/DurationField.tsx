import { approximateDuration, numberRangeOf, taskUpdateSchema } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useId, useState } from 'react';
import { SaveFailure } from '../editing/SaveFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { useFieldDraft } from '../editing/useFieldDraft';
import { fieldStyle, labelStyle, mutedStyle, rowStyle } from '../formStyles';

const WHOLE_MINUTES = /^\d+$/;
const MINUTES = numberRangeOf(taskUpdateSchema.shape.estimatedDuration);
const MOST_MINUTES = MINUTES.max ?? Number.POSITIVE_INFINITY;

/** Estimated duration in whole minutes, within its schema's range; an empty box clears it. */
export function DurationField() {
  const { task, mayChange } = useTaskEditing();
  const id = useId();
  const saved = task.estimated_duration === null ? '' : String(task.estimated_duration);
  const field = useFieldDraft(saved);
  const [invalid, setInvalid] = useState(false);
  const approximate = approximateDuration(task);

  if (!mayChange('estimatedDuration')) {
    return (
      <div>
        <span css={labelStyle}>Estimated duration</span>
        <span>{approximate === null ? 'Not estimated' : `${approximate} min`}</span>
      </div>
    );
  }
  function save() {
    const text = field.value.trim();
    if (text !== '' && (!WHOLE_MINUTES.test(text) || Number(text) > MOST_MINUTES)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void field.commit({ estimatedDuration: text === '' ? null : Number(text) });
  }
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        Estimated duration (minutes)
      </label>
      <div css={rowStyle}>
        <input
          id={id}
          type="number"
          min={MINUTES.min}
          max={MINUTES.max}
          step={1}
          inputMode="numeric"
          value={field.value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => field.edit(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && save()}
          css={[fieldStyle, { width: 120 }]}
        />
        {field.dirty && (
          <Button size="sm" loading={field.saving} onClick={save}>
            Save duration
          </Button>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" css={mutedStyle}>
          Enter whole minutes, from {MINUTES.min} to {MINUTES.max}.
        </p>
      )}
      {task.estimated_duration === null && approximate !== null && (
        <p css={mutedStyle}>Usually about {approximate} min</p>
      )}
      <SaveFailure failure={field.failure} current={saved} />
    </div>
  );
}
