import { listItemStyle } from '../../styles/listItem';
import { css, type Theme } from '@emotion/react';
import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { cspNonce } from '../../styles/cspNonce';
import { controlStyle, FieldLabel } from '../Field/fieldParts';

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "no value". */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  /** '' shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

const triggerStyle = (theme: Theme) => css`
  ${controlStyle(theme)}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  text-align: left;
  cursor: pointer;
  &[data-placeholder] {
    color: ${theme.colors.text.muted};
  }
`;

const contentStyle = (theme: Theme) => css`
  z-index: ${theme.zIndices.popover};
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  background: ${theme.colors.background.surface};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const itemStyle = (theme: Theme) => [
  listItemStyle(theme),
  css`
    justify-content: space-between;
  `,
];

export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Select…',
  disabled,
  id,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;

  return (
    <div>
      <FieldLabel htmlFor={triggerId}>{label}</FieldLabel>
      <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <RadixSelect.Trigger id={triggerId} css={triggerStyle}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content css={contentStyle} position="popper" sideOffset={4}>
            {/* The viewport renders a <style> hiding its scrollbar: it needs the CSP nonce. */}
            <RadixSelect.Viewport nonce={cspNonce} css={(theme) => ({ padding: theme.space[1] })}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  css={itemStyle}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
