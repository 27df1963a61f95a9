import { z } from 'zod';
import { HttpError } from '../../errors';
import { assistantTools, type ToolCall } from './openai-tools';
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

type Message =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: Array<ToolCall & { type: 'function' }>;
    }
  | { role: 'tool'; tool_call_id: string; content: string };

const failure = (status: 502 | 504, message: string) =>
  new HttpError(status, 'unavailable', message);

/**
 * Any service speaking the chat-completions API with tool calls. The platform's reads and the
 * commands the caller may run are its tools; a command tool call becomes a proposal for the
 * user to confirm, never a command run.
 */
export function openAiCompatibleProvider(settings: OpenAiCompatibleSettings): AssistantProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: Message[], definitions: readonly object[]) {
    let response: Response;
    const deadline = AbortSignal.timeout(settings.timeoutMs ?? AI_TIMEOUT_MS);
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ model: settings.model, messages, tools: definitions }),
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
      const tools = assistantTools(kit);
      const answered = (answer: string) => ({
        answer,
        understood: true,
        data: tools.found(),
        proposedCommands: tools.proposed(),
      });

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
        const reply = await complete(messages, tools.definitions);
        const calls = reply.tool_calls ?? [];
        if (calls.length === 0)
          return answered(reply.content?.trim() || 'I have no answer to that.');
        messages.push({
          role: 'assistant',
          content: reply.content ?? null,
          tool_calls: calls.map((call) => ({ ...call, type: 'function' as const })),
        });
        for (const call of calls) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: JSON.stringify(await tools.run(call)),
          });
        }
      }
      return answered(
        tools.proposed().length > 0
          ? 'Please review the proposed commands.'
          : 'I could not finish answering that.',
      );
    },
  };
}
