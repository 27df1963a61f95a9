import { z } from 'zod';

/** Channels a message can go through; 'internal' stays inside the product. */
export const MESSAGE_CHANNELS = [
  'airbnb',
  'booking',
  'whatsapp',
  'twilio',
  'email',
  'internal',
  'text',
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Channels that reach a team member: booking platforms only carry guest conversations. */
export const TEAM_MEMBER_CHANNELS: readonly MessageChannel[] = [
  'whatsapp',
  'twilio',
  'email',
  'internal',
  'text',
];

export const MESSAGE_MESSAGES = {
  bodyRequired: '* Required',
  guestChannelMismatch: "This reservation's guest cannot be reached through that platform",
  teamMemberChannel: 'Team members are messaged by WhatsApp, text, email or internally',
  noChannels: 'No channels found',
  noTeamMembers: 'No team members found',
} as const;

const idSchema = z.string().min(1).max(64);

/** message.send: to the guest of a reservation, or to a team member. */
export const messageSendPayloadSchema = z
  .object({
    recipient: z.discriminatedUnion('type', [
      z.object({ type: z.literal('guest'), reservationId: idSchema }),
      z.object({ type: z.literal('team_member'), userId: idSchema }),
    ]),
    channel: z.enum(MESSAGE_CHANNELS),
    body: z.string().trim().min(1, MESSAGE_MESSAGES.bodyRequired).max(5000),
  })
  .refine(
    (message) =>
      message.recipient.type === 'guest' || TEAM_MEMBER_CHANNELS.includes(message.channel),
    { message: MESSAGE_MESSAGES.teamMemberChannel, path: ['channel'] },
  );
export type MessageSendPayload = z.input<typeof messageSendPayloadSchema>;

/** A guest is reached on the platform they booked through, or any channel that is not one. */
export function canMessageGuestThrough(platform: string, channel: MessageChannel): boolean {
  if (channel === 'airbnb' || channel === 'booking') return platform === channel;
  return true;
}

/** The team member suggestion a messaging step lists. */
export const teamMemberSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  metadata: z.object({
    email: z.string(),
    role: z.string(),
    image: z.string().nullable(),
    active: z.boolean(),
  }),
});
export type TeamMemberSuggestion = z.infer<typeof teamMemberSuggestionSchema>;

/** What message.send answers: the stored message and where it went. */
export const messageSendResultSchema = z.object({
  threadId: z.string(),
  messageId: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  delivery: z.enum(['queued', 'internal']),
});
export type MessageSendResult = z.infer<typeof messageSendResultSchema>;
