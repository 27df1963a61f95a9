import {
  automationsSchema,
  checklistAddSchema,
  checklistItemQuerySchema,
  checklistTemplateCreateSchema,
  checklistTemplateResponseSchema,
  checklistTemplatesSchema,
  checklistTemplateUpdateSchema,
  checklistToggleSchema,
  SIGNED_IN_ACCESS,
  taskResponseSchema,
  taskTimeZoneQuerySchema,
  taskTimeZoneSchema,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import { z } from 'zod';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel } from '../../models/task';
import { ChecklistTemplate } from '../../models/task-templates';
import {
  addChecklist,
  deleteChecklistItem,
  listChecklistTemplates,
  toggleChecklistItem,
} from '../../services/tasks-checklists';
import {
  createChecklistTemplate,
  deleteChecklistTemplate,
  listAutomations,
  updateChecklistTemplate,
} from '../../services/tasks-templates';
import { newTaskTimeZone } from '../../services/task-zones';
import { changeTasksAccess, structureAccess } from './access';

const templateParamsSchema = z.object({ id: z.string().min(1).max(64) });
const templateParams = ({ tenant }: { tenant: { checklistTemplateId: string } }) => ({
  params: { id: tenant.checklistTemplateId },
});

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
    idempotent: true,
    query: checklistItemQuerySchema,
    body: checklistToggleSchema,
    response: {
      status: 200,
      description: 'The task with its checklist',
      schema: taskResponseSchema,
    },
    errors: [404, 409, 422],
    example: {
      request: (fixture) => ({ ...itemQuery(fixture), body: { completed: true } }),
      // A step is completed once: each caller completes it afresh.
      prepare: async ({ tenant }) => {
        await TaskModel.updateOne(
          { _id: tenant.taskId, 'checklist._id': new Types.ObjectId(tenant.checklistItemId) },
          { $set: { 'checklist.$.completed': false } },
        );
      },
    },
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
    id: 'tasks.createChecklistTemplate',
    method: 'POST',
    path: '/api/tasks/checklists/templates',
    summary: "Adds a checklist template to the caller's customer (structure editors)",
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    body: checklistTemplateCreateSchema,
    response: {
      status: 201,
      description: 'The new template',
      schema: checklistTemplateResponseSchema,
    },
    example: {
      request: () => ({
        body: {
          title: 'Pool check',
          category: 'maintenance',
          items: [{ title: 'Test the water', section: 'Pool', required: true }],
        },
      }),
    },
    handle: async ({ auth, body }) => ({ template: await createChecklistTemplate(auth, body) }),
  }),
  sessionRoute({
    id: 'tasks.updateChecklistTemplate',
    method: 'PATCH',
    path: '/api/tasks/checklists/templates/:id',
    summary:
      "Changes a checklist template of the caller's customer; its items are replaced as a whole list (global templates are read-only)",
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    params: templateParamsSchema,
    body: checklistTemplateUpdateSchema,
    response: { status: 200, description: 'The template', schema: checklistTemplateResponseSchema },
    errors: [404],
    example: {
      request: (fixture) => ({ ...templateParams(fixture), body: { title: 'Turnover checks' } }),
    },
    handle: async ({ auth, params, body }) => ({
      template: await updateChecklistTemplate(auth, params.id, body),
    }),
  }),
  sessionRoute({
    id: 'tasks.deleteChecklistTemplate',
    method: 'DELETE',
    path: '/api/tasks/checklists/templates/:id',
    summary:
      "Deletes a checklist template of the caller's customer; tasks keep the items it gave them",
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    params: templateParamsSchema,
    response: { status: 204, description: 'Deleted' },
    errors: [404],
    example: {
      request: templateParams,
      // Puts the template back for the next caller to delete.
      prepare: async ({ tenant }) => {
        await ChecklistTemplate.updateOne(
          { _id: tenant.checklistTemplateId },
          {
            $setOnInsert: {
              customerId: new Types.ObjectId(tenant.customerId),
              title: 'Restored checklist template',
            },
          },
          { upsert: true },
        );
      },
    },
    handle: async ({ auth, params }) => {
      await deleteChecklistTemplate(auth, params.id);
    },
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
  sessionRoute({
    id: 'tasks.timeZone',
    method: 'GET',
    path: '/api/tasks/settings/time-zone',
    summary:
      "The time zone of a task about to be made: its listing's, else the customer's; a template's due date is derived in it",
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    query: taskTimeZoneQuerySchema,
    response: { status: 200, description: 'The zone', schema: taskTimeZoneSchema },
    errors: [404],
    example: { request: ({ tenant }) => ({ query: { listingId: tenant.listingId } }) },
    handle: async ({ auth, query }) => ({
      timeZone: await newTaskTimeZone(auth, query.listingId),
    }),
  }),
];
