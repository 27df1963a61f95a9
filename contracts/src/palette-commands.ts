import { canOpenPalette, PALETTE_CREATORS, type PaletteCommand, type PaletteMode } from './palette';
import type { Role } from './roles';

// Apart from palette.ts: the shell asks only whether a role may open the palette, and should
// not carry every command's texts in its first load for that.
const HOSTS = PALETTE_CREATORS;
const FINANCE: readonly Role[] = ['accountant', 'bookkeeper', 'listing_owner'];
const RESERVATION_MANAGERS: readonly Role[] = ['admin', 'owner', 'user', 'team_lead', 'concierge'];

export const PALETTE_COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'ask-ai',
    label: 'Ask the AI',
    description: 'Ask a question about your listings, reservations or tasks',
    mode: 'ask',
    shortcut: 'ai',
    roles: [...HOSTS, ...FINANCE, 'partner'],
  },
  {
    id: 'search',
    label: 'Search reservations and listings',
    description: 'Find a guest, a confirmation code or a property',
    mode: 'search',
    shortcut: 's',
    roles: [...HOSTS, ...FINANCE, 'partner'],
  },
  {
    id: 'task.create',
    label: 'Create task',
    description: 'Create a task for a listing or reservation',
    mode: 'create',
    shortcut: 't',
    roles: HOSTS,
  },
  {
    id: 'reservation.create',
    label: 'Create reservation',
    description: 'Block dates with a direct reservation',
    mode: 'create',
    shortcut: 'r',
    roles: ['admin', 'owner', 'user', 'team_lead', 'concierge'],
  },
  {
    id: 'seam.accessCode.create',
    label: 'Create access code',
    description: 'Issue a door code for a reservation',
    mode: 'create',
    shortcut: 'ac',
    roles: ['admin', 'owner', 'user', 'team_lead', 'supervisor', 'concierge'],
  },
  {
    id: 'seam.accessCode.update',
    label: 'Edit access codes',
    description: 'Change or delete the door codes of a reservation',
    mode: 'create',
    shortcut: 'ace',
    roles: ['admin', 'owner', 'user', 'team_lead', 'supervisor', 'concierge'],
  },
  {
    id: 'reservation.modify',
    label: 'Modify reservation',
    description: 'Change dates, guest count or pricing',
    mode: 'create',
    shortcut: 'rm',
    roles: ['admin', 'owner', 'user'],
  },
  {
    id: 'reservation.accept',
    label: 'Accept reservation request',
    description: 'Accept the pending Airbnb request',
    mode: 'create',
    shortcut: 'ra',
    roles: RESERVATION_MANAGERS,
    context: 'reservation',
  },
  {
    id: 'reservation.decline',
    label: 'Decline reservation request',
    description: 'Decline the pending Airbnb request',
    mode: 'create',
    shortcut: 'rd',
    roles: RESERVATION_MANAGERS,
    context: 'reservation',
  },
  {
    id: 'reservation.internalConfirm',
    label: 'Confirm reservation (internal)',
    description: 'Mark the reservation confirmed in Staydesk',
    mode: 'create',
    shortcut: 'rcf',
    roles: RESERVATION_MANAGERS,
    context: 'reservation',
  },
  {
    id: 'reservation.internalCancel',
    label: 'Cancel reservation (internal)',
    description: 'Mark the reservation cancelled in Staydesk',
    mode: 'create',
    shortcut: 'rc',
    roles: RESERVATION_MANAGERS,
    context: 'reservation',
  },
  {
    id: 'reservation.move',
    label: 'Move reservation',
    description: 'Move the stay to another listing',
    mode: 'create',
    shortcut: 'rmv',
    roles: ['admin', 'owner', 'user', 'team_lead'],
    context: 'reservation',
  },
  {
    id: 'message.send',
    label: 'Send message',
    description: 'Message the guest or a team member',
    mode: 'create',
    shortcut: 'msg',
    roles: HOSTS,
    context: 'reservation',
  },
];

export function paletteCommandsFor(role: Role, mode?: PaletteMode): PaletteCommand[] {
  if (!canOpenPalette(role)) return [];
  return PALETTE_COMMANDS.filter(
    (command) =>
      !command.context &&
      command.roles.includes(role) &&
      (mode === undefined || command.mode === mode),
  );
}
