import {
  commandRequestFor,
  commandResultSchema,
  PALETTE_COMMANDS,
  rolesAccess,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { commandPayloads, executeCommand } from '../../services/commands';

const taskCreate = PALETTE_COMMANDS.find((command) => command.id === 'task.create');

export const commandRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'commands.execute',
    method: 'POST',
    path: '/api/commands',
    summary:
      'Runs a command of the palette and its flows (task.create, ...); the result also reaches the caller as a command.result event',
    tag: 'commands',
    // Who may run a command is its event's rule (the palette's table in contracts).
    access: SIGNED_IN_ACCESS,
    rateLimit: 'write',
    body: commandRequestFor(commandPayloads()),
    response: { status: 200, description: 'The command ran', schema: commandResultSchema },
    errors: [403, 404, 409, 422],
    idempotent: true,
    links: [
      {
        name: 'CreatedTask',
        operationId: 'tasks.list',
        parameters: { taskId: '$response.body#/data/id' },
      },
    ],
    example: {
      request: () => ({
        body: {
          action: {
            type: 'command',
            topic: 'tasks',
            event: 'task.create',
            payload: { title: 'Restock the welcome basket' },
          },
        },
      }),
      access: rolesAccess(taskCreate?.roles ?? [], 'run create task'),
    },
    handle: ({ auth, body }) => executeCommand(auth, body.action),
  }),
];
