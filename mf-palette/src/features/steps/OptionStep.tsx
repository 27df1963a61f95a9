import { Button } from '@staydesk/design-system';
import { css, type Theme } from '@emotion/react';
import { Command } from 'cmdk';
import { useState, type ReactNode } from 'react';
import { useActiveDescendant } from '../palette/useActiveDescendant';
import { descriptionStyle, inputStyle, labelStyle, listStyle } from '../palette/paletteStyles';
import { selectedCountLabel } from './step-flow';

export interface StepOption {
  id: string;
  label: string;
  detail?: string;
}

export interface OptionStepProps {
  title: string;
  options: readonly StepOption[];
  /** Filter typed text here (the server was asked already) or leave it to the caller. */
  onQueryChange?: (text: string) => void;
  loading?: boolean;
  /** Shown instead of the options, e.g. 'Failed to load listings: …'. */
  error?: string | null;
  empty: string;
  onChoose: (id: string) => void;
  /** Multi-select: the picks so far; Continue sends them. */
  picked?: readonly string[];
  onContinue?: () => void;
  /** Rows before the options, e.g. 'Skip - Create task without reservation'. */
  before?: ReactNode;
}

const footerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[3]};
`;

const matches = (option: StepOption, text: string) =>
  `${option.label} ${option.detail ?? ''}`.toLowerCase().includes(text.trim().toLowerCase());

/**
 * A step that picks from a list: a combobox over a listbox, filtered as the user types, with
 * the step's own empty state as a disabled option (a listbox always holds options). With
 * `picked`, a choice toggles and Continue moves on once one is picked.
 */
export function OptionStep(props: OptionStepProps) {
  const { title, options, onQueryChange, loading, error, empty, onChoose, picked } = props;
  const [text, setText] = useState('');
  const root = useActiveDescendant();
  const shown = onQueryChange ? options : options.filter((option) => matches(option, text));
  const message = error ?? (loading ? 'Loading…' : shown.length === 0 ? empty : null);
  return (
    <Command ref={root} label={title} shouldFilter={false} loop>
      <Command.Input
        autoFocus
        css={inputStyle}
        value={text}
        onValueChange={(value) => {
          setText(value);
          onQueryChange?.(value);
        }}
        placeholder="Type to filter, Backspace to go back"
        data-step-input=""
      />
      <Command.List css={listStyle}>
        {props.before}
        {shown.map((option) => (
          <Command.Item
            key={option.id}
            value={option.id}
            onSelect={() => onChoose(option.id)}
            aria-checked={picked ? picked.includes(option.id) : undefined}
          >
            <span css={labelStyle}>
              {picked?.includes(option.id) ? '✓ ' : ''}
              {option.label}
            </span>
            {option.detail && <span css={descriptionStyle}>{option.detail}</span>}
          </Command.Item>
        ))}
        {message && (
          <Command.Item disabled value="step-message">
            {message}
          </Command.Item>
        )}
      </Command.List>
      {picked && props.onContinue && (
        <div css={footerStyle}>
          <span aria-live="polite">{selectedCountLabel(picked.length)}</span>
          <Button onClick={props.onContinue} disabled={picked.length === 0}>
            Continue
          </Button>
        </div>
      )}
    </Command>
  );
}
