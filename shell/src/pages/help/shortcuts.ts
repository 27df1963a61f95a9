import { canCreateFromPalette, isFieldStaff, type Role } from '@staydesk/contracts';

export interface Shortcut {
  keys: string;
  does: string;
}

/** The product's keyboard shortcuts as this person can use them, with this platform's modifier. */
export function shortcutsFor(role: Role, modifier: '⌘' | 'Ctrl'): Shortcut[] {
  const hosts = canCreateFromPalette(role);
  const palette: Shortcut[] = isFieldStaff(role)
    ? []
    : [
        {
          keys: `${modifier}+K`,
          does: 'Opens the command palette to ask the AI, search or run a command',
        },
        ...(hosts ? [{ keys: 'C', does: 'Opens the palette to create something new' }] : []),
      ];
  return [
    ...palette,
    { keys: 'i', does: 'Opens or closes the notifications sidebar' },
    { keys: 'J / K or ↓ / ↑', does: 'Moves through the items on the home page' },
    { keys: 'Enter', does: 'Opens the selected item' },
    ...(hosts ? [{ keys: 'E', does: 'Marks the selected items done' }] : []),
    { keys: 'H', does: 'Sets a reminder for the selected items and hides them until then' },
    { keys: 'Shift + click or Shift + ↓ / ↑', does: 'Selects several items at once' },
    { keys: `${modifier}+Enter`, does: 'Confirms a step that asks for confirmation' },
    { keys: 'Esc', does: 'Closes the open panel, menu or dialog' },
  ];
}
