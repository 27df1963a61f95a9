import { maxLengthOf, taskUpdateSchema } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useId } from 'react';
import { SaveFailure } from '../editing/SaveFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { useFieldDraft } from '../editing/useFieldDraft';
import { fieldStyle, labelStyle, rowStyle } from '../formStyles';

const descriptionTextStyle = { margin: 0, whiteSpace: 'pre-wrap' } as const;

/** The description, saved trimmed; Ctrl/Cmd+Enter saves. */
export function DescriptionField() {
  const { task, mayChange } = useTaskEditing();
  const id = useId();
  const field = useFieldDraft(task.description);

  if (!mayChange('description')) {
    return (
      <div>
        <span css={labelStyle}>Description</span>
        <p css={descriptionTextStyle}>{task.description || 'No description'}</p>
      </div>
    );
  }
  const save = () => void field.commit({ description: field.value.trim() });
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        Description
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={maxLengthOf(taskUpdateSchema.shape.description)}
        value={field.value}
        placeholder="No description"
        onChange={(event) => field.edit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          }
        }}
        css={fieldStyle}
      />
      {field.dirty && (
        <div css={[rowStyle, { marginTop: 8 }]}>
          <Button size="sm" loading={field.saving} onClick={save}>
            Save description
          </Button>
          <Button size="sm" variant="ghost" onClick={field.discard}>
            Cancel
          </Button>
        </div>
      )}
      <SaveFailure failure={field.failure} current={task.description} />
    </div>
  );
}
