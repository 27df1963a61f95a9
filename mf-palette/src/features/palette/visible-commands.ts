import type { PaletteCommand } from '@staydesk/contracts';

/**
 * The commands to list for what was typed. '>' asks by shortcut: those starting with the typed
 * shortcut, the exact one first so Enter runs it. Anything else matches label or description,
 * ignoring case.
 */
export function visibleCommands(
  commands: readonly PaletteCommand[],
  search: string,
): PaletteCommand[] {
  const text = search.trim().toLowerCase();
  if (text.startsWith('>')) {
    const shortcut = text.slice(1).trim();
    const exact = (command: PaletteCommand) => Number(command.shortcut === shortcut);
    return commands
      .filter((command) => command.shortcut.startsWith(shortcut))
      .sort((a, b) => exact(b) - exact(a));
  }
  return commands.filter(
    (command) =>
      command.label.toLowerCase().includes(text) ||
      command.description.toLowerCase().includes(text),
  );
}
