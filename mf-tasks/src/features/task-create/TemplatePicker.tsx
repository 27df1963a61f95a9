import type { TaskTemplate } from '@staydesk/contracts';
import { ClearableSelect } from './ClearableSelect';

interface TemplatePickerProps {
  templates: readonly TaskTemplate[];
  value: string;
  onChoose: (template: TaskTemplate) => void;
  onClear: () => void;
}

export function TemplatePicker({ templates, value, onChoose, onClear }: TemplatePickerProps) {
  return (
    <ClearableSelect
      label="Task Template"
      placeholder="Choose a template"
      emptyText="No templates"
      options={templates.map((template) => ({ value: template.id, label: template.name }))}
      value={value}
      onValueChange={(id) => {
        const template = templates.find((candidate) => candidate.id === id);
        if (template) onChoose(template);
      }}
      clearLabel="Clear template"
      onClear={onClear}
    />
  );
}
