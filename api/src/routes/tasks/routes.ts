import { z } from 'zod';
import {
  bulkTaskResultSchema,
  bulkTaskUpdateSchema,
  SIGNED_IN_ACCESS,
  staleWriteSchema,
  subtaskCreateSchema,
  tagListSchema,
  taskPageSchema,
  taskPatchBodySchema,
  taskQuerySchema,
  taskResponseSchema,
} from '@staydesk/contracts';
import { Task as TaskModel } from '../../models/task';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { patchByProvider } from '../../services/execution/complete';
import { listTasks } from '../../services/tasks-list';
import { openTask } from '../../services/tasks-read';
import { createSubtask } from '../../services/tasks-subtasks';
import { changeTags, listTags } from '../../services/tasks-tags';
import { bulkUpdateTasks, updateTask } from '../../services/tasks-update';
import {
  changeTasksAccess,
  describeAccess,
  requireCurrentCustomer,
  structureAccess,
} from './access';

const idSchema = z.string().min(1).max(64);
const oneTaskQuerySchema = z.object({ taskId: idSchema, customerId: z.string().optional() });
const taskReadSchema = z.union([taskResponseSchema, taskPageSchema, tagListSchema]);
/** The first task of a page, for the links that act on it. */
const FIRST_TASK = '$response.body#/tasks/0/id';

/** The examples change the shared task; each caller starts from the same version. */
const resetVersion = async ({ tenant }: { tenant: { taskId: string } }) => {
  await TaskModel.updateOne({ _id: tenant.taskId }, { $set: { version: 0, status: 'todo' } });
};

export const taskRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.list',
    method: 'GET',
    path: '/api/tasks',
    summary:
      'A page of the tasks the caller sees (filters, sort, cursor), one whole task with taskId, or the tag list with fetchTags',
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    // A super user follows a link to any customer's task (spec: tasks §6).
    crossTenant: 'super users',
    query: taskQuerySchema,
    response: {
      status: 200,
      description:
        '{ tasks, nextCursor, scopeLabel }; with taskId { task }; with fetchTags { tags }',
      schema: taskReadSchema,
    },
    errors: [403, 404],
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
      {
        name: 'UpdateFirstTask',
        operationId: 'tasks.update',
        parameters: { taskId: FIRST_TASK },
        requestBody: {
          version: '$response.body#/tasks/0/version',
          description: 'Bring extra towels',
        },
      },
      {
        name: 'SubtaskOfFirstTask',
        operationId: 'tasks.createSubtask',
        parameters: { taskId: FIRST_TASK },
      },
      {
        name: 'MarkFirstTaskToDo',
        operationId: 'tasks.bulkUpdate',
        requestBody: { taskIds: [FIRST_TASK], status: 'todo' },
      },
      {
        name: 'AddChecklistItemToFirstTask',
        operationId: 'tasks.addChecklist',
        requestBody: { taskId: FIRST_TASK, title: 'Test the smoke alarm' },
      },
      {
        name: 'ToggleFirstChecklistItem',
        operationId: 'tasks.toggleChecklistItem',
        parameters: { taskId: FIRST_TASK, itemId: '$response.body#/tasks/0/checklist/0/id' },
      },
      {
        name: 'DeleteFirstChecklistItem',
        operationId: 'tasks.deleteChecklistItem',
        parameters: { taskId: FIRST_TASK, itemId: '$response.body#/tasks/0/checklist/0/id' },
      },
      {
        name: 'CommentOnFirstTask',
        operationId: 'tasks.messages.post',
        requestBody: { taskId: FIRST_TASK, message: 'On my way' },
      },
      {
        name: 'TypingOnFirstTask',
        operationId: 'tasks.typing',
        requestBody: { taskId: FIRST_TASK },
      },
      {
        name: 'FirstTaskAttachment',
        operationId: 'tasks.attachments.get',
        parameters: { id: '$response.body#/tasks/0/attachments/0/id' },
      },
      {
        name: 'FirstTaskAttachmentThumbnail',
        operationId: 'tasks.attachments.thumbnail',
        parameters: { id: '$response.body#/tasks/0/attachments/0/id' },
      },
    ],
    example: { request: ({ tenant }) => ({ query: { taskId: tenant.taskId } }) },
    async handle({ auth, query }) {
      if (query.taskId) return { task: await openTask(auth, query.taskId) };
      if (query.fetchTags) return { tags: await listTags(auth) };
      return listTasks(auth, query);
    },
  }),
  sessionRoute({
    id: 'tasks.update',
    method: 'PATCH',
    path: '/api/tasks',
    summary:
      'Changes fields of a task (based on its version) or adds/removes a tag, under the role table',
    tag: 'tasks',
    access: changeTasksAccess,
    rateLimit: 'write',
    idempotent: true,
    query: oneTaskQuerySchema,
    body: taskPatchBodySchema,
    response: { status: 200, description: 'The task as it now is', schema: taskResponseSchema },
    errors: [403, 404, 409, 422],
    errorSchemas: { 409: staleWriteSchema },
    example: {
      request: ({ tenant }) => ({
        query: { taskId: tenant.taskId },
        body: { version: 0, description: 'Bring extra towels' },
      }),
      prepare: resetVersion,
      access: describeAccess,
    },
    async handle({ auth, query, body }) {
      requireCurrentCustomer(auth, query.customerId);
      if ('tagOperation' in body) return { task: await changeTags(auth, query.taskId, body) };
      // Without a version: the assigned provider's own run (in progress, completed).
      if (!('version' in body)) return { task: await patchByProvider(auth, query.taskId, body) };
      const task = await updateTask(auth, query.taskId, body);
      return { task };
    },
  }),
  sessionRoute({
    id: 'tasks.createSubtask',
    method: 'POST',
    path: '/api/tasks',
    summary: 'Adds a subtask to a task (category other, priority normal, due a day before it)',
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    query: z.object({ taskId: idSchema, customerId: z.string().optional() }),
    body: subtaskCreateSchema,
    response: { status: 201, description: 'The new subtask', schema: taskResponseSchema },
    errors: [404],
    example: {
      request: ({ tenant }) => ({
        query: { customerId: tenant.customerId, taskId: tenant.taskId },
        body: { title: 'Check the smoke alarm' },
      }),
    },
    async handle({ auth, query, body }) {
      requireCurrentCustomer(auth, query.customerId);
      return { task: await createSubtask(auth, query.taskId, body) };
    },
  }),
  sessionRoute({
    id: 'tasks.bulkUpdate',
    method: 'PATCH',
    path: '/api/tasks/bulk',
    summary: 'Assigns or sets the status of many tasks, each checked as if changed alone',
    tag: 'tasks',
    access: changeTasksAccess,
    rateLimit: 'write',
    body: bulkTaskUpdateSchema,
    response: {
      status: 200,
      description: 'The tasks changed and those refused, with the reason',
      schema: bulkTaskResultSchema,
    },
    errors: [404],
    example: {
      request: ({ tenant }) => ({ body: { taskIds: [tenant.taskId], status: 'todo' } }),
      prepare: resetVersion,
    },
    handle: ({ auth, body }) => bulkUpdateTasks(auth, body),
  }),
];
