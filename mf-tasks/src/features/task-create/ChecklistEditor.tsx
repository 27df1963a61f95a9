import { css, type Theme } from '@emotion/react';
import type { ChecklistTemplate } from '@staydesk/contracts';
import { Button, CloseIcon, IconButton, Input } from '@staydesk/design-system';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ClearableSelect } from './ClearableSelect';
import { NEW_CHECKLIST_SECTION, type TaskFormValues } from './draft-form';
import { rowStyle } from './panel-styles';

const itemsStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[3]} 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]};
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

const previewStyle = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  padding-left: ${theme.space[5]};
  font-size: ${theme.typography.sizes.sm};
  color: ${theme.colors.text.secondary};
`;

/** The checklist template's items come with it; the editor adds the task's own. */
export function ChecklistEditor({ templates }: { templates: readonly ChecklistTemplate[] }) {
  const { control, register, watch, setValue } = useFormContext<TaskFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'checklist' });
  const templateId = watch('checklistTemplateId');
  const template = templates.find((candidate) => candidate.id === templateId);
  return (
    <fieldset>
      <legend>Checklist</legend>
      <ClearableSelect
        label="Checklist Template"
        placeholder="None"
        emptyText="No checklist templates"
        options={templates.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        value={templateId}
        onValueChange={(id) => setValue('checklistTemplateId', id)}
        clearLabel="No checklist template"
        onClear={() => setValue('checklistTemplateId', '')}
      />
      {template && (
        <ul css={previewStyle} aria-label={`Items of ${template.title}`}>
          {template.items.map((item) => (
            <li key={`${item.section}-${item.order}`}>
              {item.section}: {item.title}
              {item.required && ' (required)'}
            </li>
          ))}
        </ul>
      )}
      <ul css={itemsStyle} aria-label="Checklist items">
        {fields.map((field, index) => (
          <li key={field.id} css={itemStyle}>
            <div css={{ display: 'grid', gap: 8 }}>
              <Input label={`Item ${index + 1}`} {...register(`checklist.${index}.text`)} />
              <div css={rowStyle}>
                <Input label="Section" {...register(`checklist.${index}.section`)} />
                <label css={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                  <input type="checkbox" {...register(`checklist.${index}.required`)} />
                  Required
                </label>
              </div>
            </div>
            <IconButton
              label={`Remove item ${index + 1}`}
              icon={<CloseIcon />}
              size="sm"
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append({ text: '', required: false, section: NEW_CHECKLIST_SECTION })}
      >
        Add checklist item
      </Button>
    </fieldset>
  );
}
