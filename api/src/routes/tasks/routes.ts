import { z } from 'zod';
import {
  rolesAccess,
  SERVICE_PROVIDER_ROLES,
  SIGNED_IN_ACCESS,
  taskResponseSchema,
  taskSchema,
} from '@staydesk/contracts';
import { Task as TaskModel } from '../../models/task';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { getTask, listTasks, startExecution } from '../../services/tasks';
import { taskIdParamsSchema, taskQuerySchema } from './schema';

const taskListOrOneSchema = z.union([taskResponseSchema, z.object({ tasks: z.array(taskSchema) })]);

export const taskRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.list',
    method: 'GET',
    path: '/api/tasks',
    summary:
      "The customer's tasks by due date (filtered by listing and status), or one task with taskId",
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    query: taskQuerySchema,
    response: {
      status: 200,
      description: '{ tasks } or, with taskId, { task }',
      schema: taskListOrOneSchema,
    },
    errors: [404],
    links: [
      {
        name: 'StartFirstTask',
        operationId: 'tasks.startExecution',
        parameters: { id: '$response.body#/tasks/0/id' },
      },
      {
        name: 'FirstTaskReservation',
        operationId: 'reservations.get',
        parameters: { id: '$response.body#/tasks/0/relations/reservation_id' },
      },
    ],
    example: { request: ({ tenant }) => ({ query: { taskId: tenant.taskId } }) },
    async handle({ auth, query }) {
      if (query.taskId) return { task: await getTask(auth, query.taskId) };
      const tasks = await listTasks(auth, {
        limit: query.limit,
        listingId: query.listings,
        statuses: query.status,
      });
      return { tasks };
    },
  }),
  sessionRoute({
    id: 'tasks.startExecution',
    method: 'POST',
    path: '/api/tasks/execution/:id/start',
    summary: 'Starts (or resumes) field execution of a task assigned to the caller',
    tag: 'tasks',
    access: rolesAccess(SERVICE_PROVIDER_ROLES, 'start tasks'),
    rateLimit: 'write',
    params: taskIdParamsSchema,
    response: { status: 200, description: 'The task, in progress', schema: taskResponseSchema },
    errors: [404],
    example: {
      request: ({ tenant }) => ({ params: { id: tenant.taskId } }),
      // Each caller starts the task afresh.
      prepare: async ({ tenant }) => {
        await TaskModel.updateOne({ _id: tenant.taskId }, { $set: { status: 'todo' } });
      },
    },
    handle: async ({ auth, params }) => ({ task: await startExecution(auth, params.id) }),
  }),
];
