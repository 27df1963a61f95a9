import { z } from 'zod';

const commandAction = {
  type: z.string().min(1).max(64),
  topic: z.string().min(1).max(64),
  event: z.string().min(1).max(128),
  payload: z.record(z.string(), z.unknown()).default({}),
};

export const commandRequestSchema = z.object({ action: z.object(commandAction) });
export type CommandRequest = z.input<typeof commandRequestSchema>;
export type CommandAction = z.infer<typeof commandRequestSchema>['action'];

const payloadDocument = (payload: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(payload, {
    io: 'input',
    unrepresentable: 'any',
  });
  return json;
};

/**
 * The envelope as one command route reads it: the document also names the route's events (and
 * its topic) and describes the payloads they take. The route validates the envelope; it answers
 * an unknown event 400 (unknown_command) and a payload its command refuses 422, both with
 * messages of their own.
 */
export const commandRequestFor = (payloads: Readonly<Record<string, z.ZodType>>, topic?: string) =>
  z.object({
    action: z.object({
      ...commandAction,
      topic: topic ? commandAction.topic.meta({ enum: [topic] }) : commandAction.topic,
      event: commandAction.event.meta({ enum: Object.keys(payloads) }),
      payload: commandAction.payload.meta({
        anyOf: [...new Set(Object.values(payloads))].map(payloadDocument),
      }),
    }),
  });
