import { commandRequestFor, PALETTE_COMMANDS, rolesAccess } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { commandPayloads, executeCommand } from '../../services/commands';
import { COMMAND_ROUTE } from './command-route';

const taskCreate = PALETTE_COMMANDS.find((command) => command.id === 'task.create');
/** The task a task.create command made, for the links that act on it. */
const CREATED_TASK = '$response.body#/data/taskId';

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
        parameters: { taskId: CREATED_TASK },
      },
      {
        name: 'SubtaskOfCreatedTask',
        operationId: 'tasks.createSubtask',
        parameters: { taskId: CREATED_TASK },
      },
      {
        name: 'AddChecklistItemToCreatedTask',
        operationId: 'tasks.addChecklist',
        requestBody: { taskId: CREATED_TASK, title: 'Test the smoke alarm' },
      },
      {
        name: 'CommentOnCreatedTask',
        operationId: 'tasks.messages.post',
        requestBody: { taskId: CREATED_TASK, message: 'On my way' },
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
