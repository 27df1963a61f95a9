import type { CommandRequest } from '@staydesk/contracts';
import type { PaletteSession } from '../palette/palette-session';
import type { PaletteStep } from '../steps/step-flow';

/**
 * What the last step leads to: a command to run, a panel already handed over to, a question
 * for the assistant, or a refusal before anything is sent.
 */
export type FlowOutcome =
  | { kind: 'command'; request: CommandRequest; success: string }
  | { kind: 'handed-over' }
  | { kind: 'ask'; question: string }
  | { kind: 'refused'; message: string };

export interface CommandFlow {
  steps: readonly PaletteStep[];
  finish(values: Readonly<Record<string, unknown>>, session: PaletteSession): FlowOutcome;
}

export const COMMAND_SUCCESS_MESSAGE = 'Command executed successfully';

/** Runs `event` with `payload` on the commands route. */
export const commandOutcome = (
  topic: string,
  event: string,
  payload: Record<string, unknown>,
  success: string = COMMAND_SUCCESS_MESSAGE,
): FlowOutcome => ({
  kind: 'command',
  request: { action: { type: 'command', topic, event, payload } },
  success,
});

/** The step most commands start with; skipped when the page has a reservation open. */
export const RESERVATION_STEP: PaletteStep = {
  id: 'reservation',
  type: 'reservation',
  title: 'Choose a reservation',
};
