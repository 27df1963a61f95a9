import { css, type Theme } from '@emotion/react';
import type { CreateTaskContext, PaletteCommand } from '@staydesk/contracts';
import { Command } from 'cmdk';
import { useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store';
import { PaletteFooter } from './PaletteFooter';
import { backToCommands, commandActivated, searchChanged, selectionChanged } from './slice';
import { StepHeader } from './StepHeader';
import { visibleCommands } from './visible-commands';

const inputStyle = (theme: Theme) => css`
  width: 100%;
  height: 44px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  font: inherit;
  color: ${theme.colors.text.primary};
  background: ${theme.colors.background.surface};
  &::placeholder {
    color: ${theme.colors.text.muted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const listStyle = (theme: Theme) => css`
  margin-top: ${theme.space[3]};
  max-height: min(360px, 60dvh);
  overflow-y: auto;
  [cmdk-item] {
    display: grid;
    gap: 2px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${theme.colors.background.selected};
    box-shadow: inset 3px 0 0 ${theme.colors.focus};
  }
  [cmdk-empty] {
    padding: ${theme.space[6]} ${theme.space[3]};
    text-align: center;
    color: ${theme.colors.text.secondary};
  }
`;

const labelStyle = (theme: Theme) => css`
  font-weight: ${theme.typography.weights.medium};
`;

const descriptionStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export const SKIP_RESERVATION = 'Skip - Create task without reservation';

interface PaletteContentProps {
  commands: readonly PaletteCommand[];
  /** Opens the task creation panel for what the steps chose. */
  onCreateTask: (context: Partial<CreateTaskContext>) => void;
}

/** The palette body on cmdk: a combobox over the command list, or the active command's step. */
export function PaletteContent({ commands, onCreateTask }: PaletteContentProps) {
  const { search, selected, commandId } = useAppSelector((state) => state.palette);
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const active = commands.find((command) => command.id === commandId) ?? null;
  const shown = active ? [] : visibleCommands(commands, search);
  const highlighted = shown.some((command) => command.id === selected) ? selected : shown[0]?.id;

  const back = () => {
    dispatch(backToCommands());
    input.current?.focus();
  };
  const backOnEmptyBackspace = (event: KeyboardEvent<HTMLInputElement>) => {
    if (active && event.key === 'Backspace' && search === '') {
      event.preventDefault();
      back();
    }
  };

  return (
    <Command
      label="Search commands"
      shouldFilter={false}
      loop
      value={highlighted ?? ''}
      onValueChange={(value) => dispatch(selectionChanged(value))}
    >
      {active && <StepHeader command={active} onBack={back} />}
      <Command.Input
        ref={input}
        autoFocus
        css={inputStyle}
        value={search}
        onValueChange={(value) => dispatch(searchChanged(value))}
        onKeyDown={backOnEmptyBackspace}
        placeholder={active ? 'Backspace to go back' : "Type a command, or '>' and its shortcut"}
      />
      <Command.List css={listStyle}>
        {!active && <Command.Empty>No matching commands found</Command.Empty>}
        {active?.id === 'task.create' && (
          // The reservation step is optional: no reservation search yet, so skipping is the way on.
          <Command.Item value="skip-reservation" onSelect={() => onCreateTask({})}>
            <span css={labelStyle}>{SKIP_RESERVATION}</span>
          </Command.Item>
        )}
        {shown.map((command) => (
          <Command.Item
            key={command.id}
            value={command.id}
            onSelect={() => dispatch(commandActivated(command.id))}
          >
            <span css={labelStyle}>{command.label}</span>
            <span css={descriptionStyle}>{command.description}</span>
          </Command.Item>
        ))}
      </Command.List>
      <PaletteFooter />
    </Command>
  );
}
