import { z } from 'zod';
import type { AssistantFound, ProposedCommand } from '@staydesk/contracts';
import { commandPayloads } from '../commands';
import { HttpError } from '../../errors';
import type { AssistantProvider } from './provider';

export interface OpenAiCompatibleSettings {
  /** Up to and including the version: https://host/v1 (chat completions are under it). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export const AI_TIMEOUT_MS = 30_000;
/** Reads and proposals the model may ask for before it must answer. */
const MAX_ROUNDS = 4;

const toolCallSchema = z.object({
  id: z.string(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCallSchema).nullable().optional(),
        }),
      }),
    )
    .min(1),
});
type ToolCall = z.infer<typeof toolCallSchema>;

type Message =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: Array<ToolCall & { type: 'function' }>;
    }
  | { role: 'tool'; tool_call_id: string; content: string };

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

const proposalTool = (event: string) => `propose_${event.replace(/\W/g, '_')}`;

const failure = (status: 502 | 504, message: string) =>
  new HttpError(status, 'unavailable', message);

/**
 * Any service speaking the chat-completions API with tool calls. The platform's reads and the
 * commands the caller may run are its tools; a command tool call becomes a proposal for the
 * user to confirm, never a command run.
 */
export function openAiCompatibleProvider(settings: OpenAiCompatibleSettings): AssistantProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: Message[], tools: object[]) {
    let response: Response;
    const deadline = AbortSignal.timeout(settings.timeoutMs ?? AI_TIMEOUT_MS);
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ model: settings.model, messages, tools }),
        signal: deadline,
      });
    } catch {
      if (deadline.aborted) {
        throw failure(504, 'The assistant took too long to answer. Please try again.');
      }
      throw failure(502, 'The assistant service could not be reached.');
    }
    if (!response.ok) throw failure(502, `The assistant service answered ${response.status}.`);
    const parsed = completionSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw failure(502, 'The assistant service sent an unreadable answer.');
    return parsed.data.choices[0]?.message ?? {};
  }

  return {
    async answer(question, kit) {
      const data = new Map<string, AssistantFound>();
      const proposedCommands: ProposedCommand[] = [];
      const found = (items: AssistantFound[]) => {
        for (const item of items) data.set(`${item.kind}:${item.id}`, item);
        return items;
      };
      const commands = kit.proposer.runnable();
      const payloads = commandPayloads();
      const tools = [
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

      async function run(call: ToolCall): Promise<unknown> {
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments);
        } catch {
          return { error: 'The arguments are not JSON' };
        }
        const name = call.function.name;
        if (name === 'find_listings') {
          const read = readArguments.find_listings.safeParse(args);
          return read.success
            ? found(await kit.reads.searchListings(read.data.query))
            : read.error.issues;
        }
        if (name === 'find_reservations') {
          const read = readArguments.find_reservations.safeParse(args);
          if (!read.success) return read.error.issues;
          const { guest, confirmationCode } = read.data;
          if (confirmationCode) {
            const reservation = await kit.reads.reservationByCode(confirmationCode);
            return found(reservation ? [reservation] : []);
          }
          return found(guest ? await kit.reads.reservationsOfGuest(guest) : []);
        }
        if (name === 'tasks_due') {
          const read = readArguments.tasks_due.safeParse(args);
          return read.success
            ? found(
                await kit.reads.tasksDueBetween(new Date(read.data.from), new Date(read.data.to)),
              )
            : read.error.issues;
        }
        const command = commands.find((candidate) => proposalTool(candidate.id) === name);
        const proposal = z.object({
          summary: z.string(),
          payload: z.record(z.string(), z.unknown()),
        });
        const input = proposal.safeParse(args);
        if (!command || !input.success) return { error: `Unknown tool or arguments: ${name}` };
        const outcome = kit.proposer.propose(command.id, input.data.payload, input.data.summary);
        if ('refused' in outcome) return { error: outcome.refused };
        proposedCommands.push(outcome.proposed);
        return { proposed: true, note: 'Shown to the user, who confirms or cancels it.' };
      }

      const messages: Message[] = [
        {
          role: 'system',
          content: [
            'You are the assistant of a platform for short-term rental hosts.',
            `Now is ${kit.now.toString()}. Dates for tasks are local 'YYYY-MM-DDTHH:mm'.`,
            "Use the tools to read the caller's listings, reservations and tasks, and the propose_ tools to suggest commands.",
            'Never claim a command ran: the user confirms proposals. Answer briefly in plain text.',
          ].join(' '),
        },
        ...question.conversation.map(
          (turn) => ({ role: turn.role, content: turn.text }) as Message,
        ),
        { role: 'user', content: question.question },
      ];
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const reply = await complete(messages, tools);
        const calls = reply.tool_calls ?? [];
        if (calls.length === 0) {
          return {
            answer: reply.content?.trim() || 'I have no answer to that.',
            understood: true,
            data: [...data.values()],
            proposedCommands,
          };
        }
        messages.push({
          role: 'assistant',
          content: reply.content ?? null,
          tool_calls: calls.map((call) => ({ ...call, type: 'function' as const })),
        });
        for (const call of calls) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: JSON.stringify(await run(call)),
          });
        }
      }
      return {
        answer:
          proposedCommands.length > 0
            ? 'Please review the proposed commands.'
            : 'I could not finish answering that.',
        understood: true,
        data: [...data.values()],
        proposedCommands,
      };
    },
  };
}
