import { Button, Menu } from '@staydesk/design-system';
import { SaveFailure } from '../editing/SaveFailure';
import { useFieldDraft } from '../editing/useFieldDraft';
import { labelStyle } from '../formStyles';
import type { TaskUpdate } from '@staydesk/contracts';

interface ChoiceMenuProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  /** Read-only when the viewer may not change it. */
  editable: boolean;
  toUpdate: (value: Value) => Omit<TaskUpdate, 'version'>;
}

/** A keyboard-navigable menu for one of the task's enumerations (category, priority, status). */
export function ChoiceMenu<Value extends string>({
  label,
  value,
  options,
  labels,
  editable,
  toUpdate,
}: ChoiceMenuProps<Value>) {
  const field = useFieldDraft(value);
  return (
    <div>
      <span css={labelStyle}>{label}</span>
      {editable ? (
        <Menu
          trigger={
            <Button variant="secondary" size="sm" aria-label={`${label}: ${labels[field.value]}`}>
              {labels[field.value]}
            </Button>
          }
          items={options.map((option) => ({
            label: labels[option],
            disabled: option === value,
            onSelect: () => {
              field.edit(option);
              void field.commit(toUpdate(option));
            },
          }))}
        />
      ) : (
        <span>{labels[value]}</span>
      )}
      <SaveFailure failure={field.failure} current={labels[value]} />
    </div>
  );
}
