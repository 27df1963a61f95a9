import { isFieldStaff, type Role } from './roles';

export type PaletteMode = 'ask' | 'search' | 'create';

export interface PaletteCommand {
  id: string;
  label: string;
  description: string;
  mode: PaletteMode;
  /** Typed after '>' to run the command directly. */
  shortcut: string;
  roles: readonly Role[];
  /** Offered only where a reservation is open or picked (reservationCommandsFor), not listed globally. */
  context?: 'reservation';
}

/** Field staff get no palette at all: no Cmd/Ctrl+K, no search, no create. */
export const canOpenPalette = (role: Role): boolean => !isFieldStaff(role);

/** The host side of the team: besides asking and searching, they create from the palette. */
const CREATORS: Role[] = ['admin', 'owner', 'user', 'team_lead', 'supervisor', 'concierge'];
export const PALETTE_CREATORS: readonly Role[] = CREATORS;

/** The + button and the C shortcut: offered only to those with something to create. */
export const canCreateFromPalette = (role: Role): boolean => CREATORS.includes(role);

export const PALETTE_WIDTH = 600;

/**
 * The shell owns the keyboard shortcuts; it asks the palette parcel to open through this
 * window event (detail: PaletteOpenDetail), so neither imports the other.
 */
export const PALETTE_OPEN_EVENT = 'staydesk:palette-open';
export interface PaletteOpenDetail {
  mode?: PaletteMode;
}

/**
 * The palette announces it is listening; a request made before then (Cmd/Ctrl+K right after
 * the page loads) is held by the shell and sent once this fires.
 */
export const PALETTE_READY_EVENT = 'staydesk:palette-ready';
