import { Button, useOnceIdle } from '@staydesk/design-system';
import { useId, useState } from 'react';
import { useGetChecklistTemplatesQuery } from '../../task-api';
import { fieldStyle, labelStyle, rowStyle } from '../formStyles';

interface ChecklistTemplatePickerProps {
  busy: boolean;
  onApply: (templateId: string) => void;
}

/** Adds every item of a checklist template to the task. */
export function ChecklistTemplatePicker({ busy, onApply }: ChecklistTemplatePickerProps) {
  const id = useId();
  // The options are for a choice made later: asked for once the sidebar is on the page.
  const idle = useOnceIdle();
  const { data: templates, isError } = useGetChecklistTemplatesQuery(undefined, { skip: !idle });
  const [templateId, setTemplateId] = useState('');
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        Add from a template
      </label>
      <div css={[rowStyle, { flexWrap: 'nowrap' }]}>
        <select
          id={id}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          css={fieldStyle}
        >
          <option value="">
            {templates || isError ? 'Choose a template' : 'Loading templates…'}
          </option>
          {templates?.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title} ({template.items.length})
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          disabled={!templateId}
          onClick={() => onApply(templateId)}
        >
          Apply
        </Button>
      </div>
    </div>
  );
}
