import { css, type Theme } from '@emotion/react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import { focusRing } from '../../styles/focusRing';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

const rowStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const boxStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  padding: 0;
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.inverse};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${theme.colors.primary[600]};
    border-color: ${theme.colors.primary[600]};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing(theme)}
`;

const labelStyle = (theme: Theme) => css`
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.sizes.sm};
  cursor: pointer;
`;

export function Checkbox({ label, checked, onCheckedChange, disabled, id }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;

  return (
    <span css={rowStyle}>
      <RadixCheckbox.Root
        id={checkboxId}
        css={boxStyle}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={checkboxId} css={labelStyle}>
        {label}
      </label>
    </span>
  );
}
