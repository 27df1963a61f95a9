import { Button } from '@staydesk/design-system';
import { Select, type SelectOption } from '@staydesk/design-system/overlays';
import { rowStyle } from './panel-styles';

interface ClearableSelectProps {
  label: string;
  /** Shown when nothing is chosen; `emptyText` when there is nothing to choose from. */
  placeholder: string;
  emptyText: string;
  options: SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  clearLabel: string;
  onClear: () => void;
}

/** A picker of templates with the action that takes the choice back. */
export function ClearableSelect({
  label,
  placeholder,
  emptyText,
  options,
  value,
  onValueChange,
  clearLabel,
  onClear,
}: ClearableSelectProps) {
  return (
    <div css={rowStyle}>
      <div css={{ flex: '1 1 200px' }}>
        <Select
          label={label}
          placeholder={options.length === 0 ? emptyText : placeholder}
          disabled={options.length === 0}
          options={options}
          value={value}
          onValueChange={onValueChange}
        />
      </div>
      {value && (
        <Button variant="ghost" size="sm" css={{ alignSelf: 'flex-end' }} onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </div>
  );
}
