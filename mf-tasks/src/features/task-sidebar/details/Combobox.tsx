import { css, type Theme } from '@emotion/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldStyle, labelStyle, mutedStyle } from '../formStyles';

export interface ComboboxOption {
  id: string;
  label: string;
  detail?: string;
}

interface ComboboxProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  options: ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** Shown when no option matches. */
  emptyText: string;
  hint?: string;
  placeholder?: string;
  /** The most characters the text may have, as its schema says. */
  maxLength?: number;
  /** Enter with no option highlighted, e.g. to create what was typed. */
  onEnterText?: () => void;
  /**
   * A control beside the input, e.g. a button that does what Enter does. Above the list, so the
   * list closing as the input loses focus does not move it from under the pointer mid-click.
   */
  action?: ReactNode;
}

const listStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  padding: ${theme.space[1]};
  list-style: none;
  max-height: 240px;
  overflow-y: auto;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.surface};
`;

const actionRowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

const optionStyle = (theme: Theme, active: boolean) => css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.typography.sizes.sm};
  cursor: pointer;
  background: ${active ? theme.colors.background.selected : 'transparent'};
  span + span {
    color: ${theme.colors.text.secondary};
  }
`;

/** A search box with a list of choices (WAI-ARIA combobox): arrows move, Enter picks. */
export function Combobox({
  label,
  text,
  onTextChange,
  options,
  onPick,
  emptyText,
  hint,
  placeholder,
  maxLength,
  onEnterText,
  action,
}: ComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(option: ComboboxOption) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (open && option) pick(option);
      else onEnterText?.();
    } else if (event.key === 'Escape' && open) {
      // The list closes first; the sidebar's own Escape waits for the next press.
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <div css={actionRowStyle}>
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          css={[fieldStyle, { flex: '1 1 160px', minWidth: 0 }]}
        />
        {action}
      </div>
      {hint && (
        <p id={`${id}-hint`} css={mutedStyle}>
          {hint}
        </p>
      )}
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} css={listStyle}>
          {options.length === 0 ? (
            <li role="presentation" css={mutedStyle}>
              {emptyText}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Picks before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                css={(theme) => optionStyle(theme, index === active)}
              >
                <span>{option.label}</span>
                {option.detail && <span>{option.detail}</span>}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
