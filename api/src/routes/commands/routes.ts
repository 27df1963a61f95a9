import { commandRequestFor, PALETTE_COMMANDS, rolesAccess } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { commandPayloads, executeCommand } from '../../services/commands';
import { COMMAND_ROUTE } from './command-route';

const taskCreate = PALETTE_COMMANDS.find((command) => command.id === 'task.create');

export const commandRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    ...COMMAND_ROUTE,
    id: 'commands.execute',
    path: '/api/commands',
    summary:
      'Runs a command of the palette and its flows (task.create, ...); the result also reaches the caller as a command.result event',
    tag: 'commands',
    body: commandRequestFor(commandPayloads()),
    links: [
      {
        name: 'CreatedTask',
        operationId: 'tasks.list',
        parameters: { taskId: '$response.body#/data/taskId' },
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
