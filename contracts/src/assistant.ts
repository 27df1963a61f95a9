import { z } from 'zod';
import { commandRequestSchema } from './command-schema';
import { PALETTE_COMMANDS } from './palette-commands';
import { RESERVATION_STATUSES } from './stay-names';
import { TASK_STATUSES } from './tasks';

export const ASSISTANT_QUESTION_MAX = 500;
/** Earlier turns sent along so a follow-up question keeps its thread. */
export const ASSISTANT_CONVERSATION_MAX = 10;

const turnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(4_000),
});
export type AssistantTurn = z.infer<typeof turnSchema>;

export const assistantRequestSchema = z.object({
  question: z.string().trim().min(1, 'Ask a question').max(ASSISTANT_QUESTION_MAX),
  conversation: z.array(turnSchema).max(ASSISTANT_CONVERSATION_MAX).default([]),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;
export type AssistantQuestion = z.output<typeof assistantRequestSchema>;

export const foundReservationSchema = z.object({
  kind: z.literal('reservation'),
  id: z.string(),
  guestName: z.string(),
  confirmationCode: z.string(),
  listingName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.enum(RESERVATION_STATUSES),
});
export const foundListingSchema = z.object({
  kind: z.literal('listing'),
  id: z.string(),
  name: z.string(),
  city: z.string(),
});
export const foundTaskSchema = z.object({
  kind: z.literal('task'),
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string().nullable(),
  listingName: z.string().nullable(),
});
/** Something the assistant found in the caller's data; a row of the answer opens it. */
export const assistantFoundSchema = z.discriminatedUnion('kind', [
  foundReservationSchema,
  foundListingSchema,
  foundTaskSchema,
]);
export type AssistantFound = z.infer<typeof assistantFoundSchema>;
export type FoundReservation = z.infer<typeof foundReservationSchema>;
export type FoundListing = z.infer<typeof foundListingSchema>;
export type FoundTask = z.infer<typeof foundTaskSchema>;

/** A command the user may confirm: sent as it is to POST /api/commands, never run by the assistant. */
export const proposedCommandSchema = z.object({
  label: z.string(),
  summary: z.string(),
  action: commandRequestSchema.shape.action,
});
export type ProposedCommand = z.infer<typeof proposedCommandSchema>;

export const assistantAnswerSchema = z.object({
  answer: z.string(),
  /** False when the question was not understood: the answer then says what can be asked. */
  understood: z.boolean(),
  data: z.array(assistantFoundSchema),
  proposedCommands: z.array(proposedCommandSchema),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** The roles that may ask the assistant: those of the palette's 'Ask the AI' command. */
export const ASSISTANT_ROLES =
  PALETTE_COMMANDS.find((command) => command.id === 'ask-ai')?.roles ?? [];

export const ASSISTANT_EXAMPLES = [
  'create a cleaning task for Ocean View Loft tomorrow at 10',
  'find the reservation of Maria Lopez',
  'what is due today',
  'set an access code for HMX4K2PQ',
] as const;

export const ASSISTANT_NOT_UNDERSTOOD_PREFIX = 'I did not understand';

export const notUnderstoodAnswer = (question: string): string =>
  `${ASSISTANT_NOT_UNDERSTOOD_PREFIX} '${question}'. You can ask, for example: ${ASSISTANT_EXAMPLES.map(
    (example) => `'${example}'`,
  ).join(', ')}.`;

export const ASSISTANT_FAILED_MESSAGE = 'The assistant could not answer. Please try again.';

/** GET /api/assistant: what the panel may offer; voice input needs a transcription provider. */
export const assistantCapabilitiesSchema = z.object({ voiceInput: z.boolean() });
export type AssistantCapabilities = z.infer<typeof assistantCapabilitiesSchema>;
