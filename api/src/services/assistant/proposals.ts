import {
  accessRefusal,
  checkInput,
  PALETTE_COMMANDS,
  rolesAccess,
  type PaletteCommand,
  type ProposedCommand,
} from '@staydesk/contracts';
import { subjectOf, type AuthContext } from '../../middleware/auth';
import { commandPayloads } from '../commands';

/** Commands reach POST /api/commands under the topic of their domain. */
const TOPIC_BY_PREFIX: Readonly<Record<string, string>> = {
  task: 'tasks',
  reservation: 'reservations',
  seam: 'seam',
};

export const topicOf = (event: string) => TOPIC_BY_PREFIX[event.split('.')[0] ?? ''] ?? 'commands';

/** Why a command cannot be proposed to this caller, or null when it can. */
export type Proposal = { proposed: ProposedCommand } | { refused: string };

export interface CommandProposer {
  /** The palette commands the caller may run and the API can take, by event. */
  runnable(): PaletteCommand[];
  propose(event: string, payload: Record<string, unknown>, summary: string): Proposal;
}

/**
 * Proposes commands for the user to confirm, only those the caller may run, each payload checked
 * by the schema POST /api/commands will check it with: a confirmed proposal does not fail on form.
 */
export function commandProposer(auth: AuthContext): CommandProposer {
  const payloads = commandPayloads();
  const mayRun = (command: PaletteCommand) =>
    accessRefusal(rolesAccess(command.roles, command.label), subjectOf(auth)) === null;
  const runnable = () =>
    PALETTE_COMMANDS.filter((command) => command.id in payloads && mayRun(command));

  return {
    runnable,
    propose(event, payload, summary) {
      const command = runnable().find((candidate) => candidate.id === event);
      const schema = payloads[event];
      if (!command || !schema) return { refused: `You cannot run '${event}' here.` };
      const checked = checkInput(schema, payload);
      if (!checked.success) return { refused: checked.message };
      return {
        proposed: {
          label: command.label,
          summary,
          action: { type: 'command', topic: topicOf(event), event, payload },
        },
      };
    },
  };
}
