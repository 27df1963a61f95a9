import { commandResultSchema, SIGNED_IN_ACCESS } from '@staydesk/contracts';

/**
 * What every command route shares (each names its own events' payloads in its body): POST, answered with a
 * `CommandResult`, refused 403/404/422, idempotent under a key. Who may run a command is its
 * event's rule, checked by the dispatcher; the route itself asks only for a session.
 */
export const COMMAND_ROUTE = {
  method: 'POST',
  access: SIGNED_IN_ACCESS,
  rateLimit: 'write',
  response: { status: 200, description: 'The command ran', schema: commandResultSchema },
  errors: [403, 404, 409, 422],
  idempotent: true,
} as const;
