import { skipToken } from '@reduxjs/toolkit/query';
import { reservationCommandsFor, type PaletteCommand } from '@staydesk/contracts';
import { useMemo } from 'react';
import { useReservationQuery } from '../data/palette-queries';
import { usePaletteSession } from './palette-session';

/**
 * The role's commands, and with a reservation open (?reservation=) the ones its state allows:
 * accept and decline only for a pending request of the request platform, no cancel once
 * cancelled, no confirm once confirmed or accepted.
 */
export function useCommandsInContext(commands: readonly PaletteCommand[]): PaletteCommand[] {
  const { page, platform } = usePaletteSession();
  const creating = commands.some((command) => command.mode === 'create');
  const open = useReservationQuery(creating && page.reservationId ? page.reservationId : skipToken);
  const role = platform.session.currentRole;
  return useMemo(() => {
    if (!open.data) return [...commands];
    const here = reservationCommandsFor(open.data, role);
    const ids = new Set(here.map((command) => command.id));
    return [...here, ...commands.filter((command) => !ids.has(command.id))];
  }, [commands, open.data, role]);
}
