import {
  automationsSchema,
  checklistAddSchema,
  checklistItemQuerySchema,
  checklistTemplatesSchema,
  checklistToggleSchema,
  SIGNED_IN_ACCESS,
  taskResponseSchema,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel } from '../../models/task';
import {
  addChecklist,
  deleteChecklistItem,
  listChecklistTemplates,
  toggleChecklistItem,
} from '../../services/tasks-checklists';
import { listAutomations } from '../../services/tasks-templates';
import { changeTasksAccess, structureAccess } from './access';

const itemQuery = ({ tenant }: { tenant: { taskId: string; checklistItemId: string } }) => ({
  query: { taskId: tenant.taskId, itemId: tenant.checklistItemId },
});

export const checklistRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.addChecklist',
    method: 'POST',
    path: '/api/tasks/checklists',
    summary: "Adds a checklist item, or a checklist template's items, to a task",
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    body: checklistAddSchema,
    response: {
      status: 201,
      description: 'The task with its checklist',
      schema: taskResponseSchema,
    },
    errors: [404],
    example: {
      request: ({ tenant }) => ({ body: { taskId: tenant.taskId, title: 'Test the smoke alarm' } }),
    },
    handle: async ({ auth, body }) => ({ task: await addChecklist(auth, body) }),
  }),
  sessionRoute({
    id: 'tasks.toggleChecklistItem',
    method: 'PATCH',
    path: '/api/tasks/checklists',
    summary: 'Completes or reopens a checklist item (who and when are recorded)',
    tag: 'tasks',
    access: changeTasksAccess,
    rateLimit: 'write',
    query: checklistItemQuerySchema,
    body: checklistToggleSchema,
    response: {
      status: 200,
      description: 'The task with its checklist',
      schema: taskResponseSchema,
    },
    errors: [404],
    example: { request: (fixture) => ({ ...itemQuery(fixture), body: { completed: true } }) },
    handle: async ({ auth, query, body }) => ({
      task: await toggleChecklistItem(auth, query, body),
    }),
  }),
  sessionRoute({
    id: 'tasks.deleteChecklistItem',
    method: 'DELETE',
    path: '/api/tasks/checklists',
    summary: 'Deletes a checklist item that is not required',
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    query: checklistItemQuerySchema,
    response: {
      status: 200,
      description: 'The task with its checklist',
      schema: taskResponseSchema,
    },
    errors: [404],
    example: {
      request: itemQuery,
      // Puts the item back for the next caller to delete.
      prepare: async ({ tenant }) => {
        const itemId = new Types.ObjectId(tenant.checklistItemId);
        await TaskModel.updateOne(
          { _id: tenant.taskId, 'checklist._id': { $ne: itemId } },
          { $push: { checklist: { _id: itemId, title: 'Restock the coffee' } } },
        );
      },
    },
    handle: async ({ auth, query }) => ({ task: await deleteChecklistItem(auth, query) }),
  }),
  sessionRoute({
    id: 'tasks.checklistTemplates',
    method: 'GET',
    path: '/api/tasks/checklists/templates',
    summary: "The customer's checklist templates and the global ones",
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The templates', schema: checklistTemplatesSchema },
    handle: async ({ auth }) => ({ templates: await listChecklistTemplates(auth) }),
  }),
  sessionRoute({
    id: 'tasks.automations',
    method: 'GET',
    path: '/api/tasks/settings/automations',
    summary: "The customer's automations; their active create_task actions are task templates",
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The automation events', schema: automationsSchema },
    handle: async ({ auth }) => ({ events: await listAutomations(auth) }),
  }),
];
