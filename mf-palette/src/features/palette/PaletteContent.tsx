import type { PaletteCommand } from '@staydesk/contracts';
import { searchIntent } from '@staydesk/contracts';
import { Spinner } from '@staydesk/design-system';
import { Command } from 'cmdk';
import { lazy, Suspense, useRef } from 'react';
import { AssistantPlatformContext } from '../assistant/assistant-platform';
import { usePaletteSession } from './palette-session';
import { PaletteFooter } from './PaletteFooter';
import { descriptionStyle, inputStyle, labelStyle, listStyle } from './paletteStyles';
import {
  backToCommands,
  commandActivated,
  questionAsked,
  searchChanged,
  usePaletteDispatch,
  usePaletteSelector,
} from './slice';
import { useActiveDescendant } from './useActiveDescendant';
import { useFirstOptionSelected } from './useFirstOptionSelected';
import { useCommandsInContext } from './useCommandsInContext';
import { visibleCommands } from './visible-commands';

// Steps, searches and the assistant load when first used: the list of commands needs none.
const CommandFlow = lazy(() => import('../flows/CommandFlow'));
const SearchResults = lazy(() => import('../search/SearchResults'));
const AssistantPanel = lazy(() => import('../assistant/AssistantPanel'));

export const ASK_AI_COMMAND = 'ask-ai';
const SEARCH_COMMAND = 'search';
const EMPTY_ROW = 'no-commands';
const ASK_ROW = 'ask-ai-row';

/** The palette body: a combobox over commands and search results, or a command's steps. */
export function PaletteContent({ commands }: { commands: readonly PaletteCommand[] }) {
  const { search, commandId, question } = usePaletteSelector((state) => state.palette);
  const dispatch = usePaletteDispatch();
  const session = usePaletteSession();
  const input = useRef<HTMLInputElement>(null);
  const root = useActiveDescendant();
  const highlighted = useFirstOptionSelected();
  const commandsHere = useCommandsInContext(commands);
  const active = commandsHere.find((command) => command.id === commandId) ?? null;
  const back = () => {
    dispatch(backToCommands());
    input.current?.focus();
  };

  if (question !== null) {
    return (
      <AssistantPlatformContext.Provider
        value={{
          executeCommand: session.platform.executeCommand,
          navigate: session.platform.nav.navigate,
        }}
      >
        <Suspense fallback={<Spinner />}>
          <AssistantPanel question={question} onClose={session.close} />
        </Suspense>
      </AssistantPlatformContext.Provider>
    );
  }
  if (active) {
    return (
      <Suspense fallback={<Spinner />}>
        <CommandFlow
          command={active}
          onLeave={back}
          onAsk={(text) => dispatch(questionAsked(text))}
        />
      </Suspense>
    );
  }

  const matching = visibleCommands(commandsHere, search);
  const intent = searchIntent(search, matching.length);
  const canAsk = commands.some((command) => command.id === ASK_AI_COMMAND);
  const canSearch = commands.some((command) => command.id === SEARCH_COMMAND);
  const searching = intent.searching && canSearch;
  const shown = searching ? [] : matching;
  const askRow = canAsk && searching && intent.query !== '';

  const activate = (command: PaletteCommand) =>
    command.id === SEARCH_COMMAND
      ? dispatch(searchChanged('/'))
      : dispatch(commandActivated(command.id));

  return (
    <Command
      ref={root}
      label="Search commands"
      shouldFilter={false}
      loop
      // Ctrl+K opens the palette; inside it, it must not also move the highlight up.
      vimBindings={false}
      value={highlighted.value}
      onValueChange={highlighted.onValueChange}
    >
      <Command.Input
        ref={input}
        autoFocus
        css={inputStyle}
        value={search}
        onValueChange={(value) => dispatch(searchChanged(value))}
        placeholder={
          canSearch
            ? "Type a command, '/' to search, or '>' and a shortcut"
            : "Type a command, or '>' and its shortcut"
        }
      />
      <Command.List ref={highlighted.listRef} css={listStyle}>
        {searching && (
          <Suspense fallback={null}>
            <SearchResults query={intent.query} />
          </Suspense>
        )}
        {shown.map((command) => (
          <Command.Item key={command.id} value={command.id} onSelect={() => activate(command)}>
            <span css={labelStyle}>{command.label}</span>
            <span css={descriptionStyle}>{command.description}</span>
          </Command.Item>
        ))}
        {askRow && (
          <Command.Item value={ASK_ROW} onSelect={() => dispatch(questionAsked(intent.query))}>
            <span css={labelStyle}>Ask the AI "{intent.query}"</span>
          </Command.Item>
        )}
        {!searching && shown.length === 0 && (
          <Command.Item disabled value={EMPTY_ROW}>
            No matching commands found
          </Command.Item>
        )}
      </Command.List>
      <PaletteFooter />
    </Command>
  );
}
