import { z } from 'zod';
import type { AssistantFound, ProposedCommand } from '@staydesk/contracts';
import { commandPayloads } from '../commands';
import type { AssistantKit } from './provider';

/** A tool call as chat completions send it: the arguments are JSON text. */
export interface ToolCall {
  id: string;
  function: { name: string; arguments: string };
}

const readArguments = {
  find_listings: z.object({ query: z.string().min(1) }),
  find_reservations: z.object({
    guest: z.string().optional(),
    confirmationCode: z.string().optional(),
  }),
  tasks_due: z.object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  }),
};

const READ_TOOLS = [
  {
    name: 'find_listings',
    description: "Finds the caller's listings whose name contains the query.",
    parameters: z.toJSONSchema(readArguments.find_listings),
  },
  {
    name: 'find_reservations',
    description: "Finds the caller's reservations by guest name or by confirmation code.",
    parameters: z.toJSONSchema(readArguments.find_reservations),
  },
  {
    name: 'tasks_due',
    description: 'Lists the tasks the caller sees that are due between two instants.',
    parameters: z.toJSONSchema(readArguments.tasks_due),
  },
];

const proposalArguments = z.object({
  summary: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

const proposalTool = (event: string) => `propose_${event.replace(/\W/g, '_')}`;

/**
 * The platform as tools: the caller's reads, and one propose_ tool per command the caller may
 * run, whose parameters are that command's payload schema. Running a tool gathers what it found
 * and what it proposed; nothing is ever executed.
 */
export function assistantTools(kit: AssistantKit) {
  const found = new Map<string, AssistantFound>();
  const proposed: ProposedCommand[] = [];
  const commands = kit.proposer.runnable();
  const payloads = commandPayloads();
  const keep = (items: AssistantFound[]) => {
    for (const item of items) found.set(`${item.kind}:${item.id}`, item);
    return items;
  };

  const definitions = [
    ...READ_TOOLS,
    ...commands.map((command) => ({
      name: proposalTool(command.id),
      description: `${command.label}: ${command.description}. Proposes it; the user confirms.`,
      parameters: {
        type: 'object',
        properties: {
          summary: { type: 'string', description: 'One line saying what it will do' },
          payload: z.toJSONSchema(payloads[command.id] ?? z.object({}), {
            io: 'input',
            unrepresentable: 'any',
          }),
        },
        required: ['summary', 'payload'],
      },
    })),
  ].map((tool) => ({ type: 'function', function: tool }));

  async function read(name: string, args: unknown): Promise<unknown> {
    if (name === 'find_listings') {
      const input = readArguments.find_listings.safeParse(args);
      return input.success ? keep(await kit.reads.searchListings(input.data.query)) : null;
    }
    if (name === 'find_reservations') {
      const input = readArguments.find_reservations.safeParse(args);
      if (!input.success) return null;
      const { guest, confirmationCode } = input.data;
      if (confirmationCode) {
        const reservation = await kit.reads.reservationByCode(confirmationCode);
        return keep(reservation ? [reservation] : []);
      }
      return keep(guest ? await kit.reads.reservationsOfGuest(guest) : []);
    }
    const input = readArguments.tasks_due.safeParse(args);
    return input.success
      ? keep(await kit.reads.tasksDueBetween(new Date(input.data.from), new Date(input.data.to)))
      : null;
  }

  function propose(name: string, args: unknown): unknown {
    const command = commands.find((candidate) => proposalTool(candidate.id) === name);
    const input = proposalArguments.safeParse(args);
    if (!command || !input.success) return { error: `Unknown tool or arguments: ${name}` };
    const outcome = kit.proposer.propose(command.id, input.data.payload, input.data.summary);
    if ('refused' in outcome) return { error: outcome.refused };
    proposed.push(outcome.proposed);
    return { proposed: true, note: 'Shown to the user, who confirms or cancels it.' };
  }

  return {
    definitions,
    async run(call: ToolCall): Promise<unknown> {
      let args: unknown;
      try {
        args = JSON.parse(call.function.arguments);
      } catch {
        return { error: 'The arguments are not JSON' };
      }
      const name = call.function.name;
      if (!(name in readArguments)) return propose(name, args);
      return (await read(name, args)) ?? { error: `Invalid arguments for ${name}` };
    },
    found: () => [...found.values()],
    proposed: () => proposed,
  };
}
