import {
  canEditStructure,
  canTouchTask,
  type ChecklistTemplate,
  type Task,
  type checklistAddSchema,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import {
  ChecklistTemplate as TemplateModel,
  type ChecklistTemplateDoc,
} from '../models/task-templates';
import { stepCompletionPhoto } from './execution/complete';
import {
  assignedOf,
  findProvidersTask,
  findVisibleTask,
  objectIdOrNull,
  viewerOf,
} from './tasks-access';
import { recordInteraction } from './tasks-history';
import { presentFullTask } from './tasks-read';
import { recordTaskEvent } from './task-timeline';

/** The checklist templates a customer may use: its own and the global ones. */
const templatesFilter = (auth: AuthContext) => ({
  $or: [{ customerId: auth.customerObjectId }, { isGlobal: true }],
});

export function presentChecklistTemplate(template: ChecklistTemplateDoc): ChecklistTemplate {
  return {
    id: template._id.toString(),
    title: template.title,
    category: (template.category ?? null) as ChecklistTemplate['category'],
    isGlobal: template.isGlobal,
    items: template.items.map((item, index) => ({
      title: item.title,
      category: item.category ?? null,
      section: item.section ?? 'General',
      required: item.required,
      order: item.order ?? index,
      standard: item.standard,
      isActive: item.isActive,
    })),
  };
}

export async function listChecklistTemplates(auth: AuthContext): Promise<ChecklistTemplate[]> {
  const templates = await TemplateModel.find(templatesFilter(auth))
    .sort({ title: 1 })
    .lean<ChecklistTemplateDoc[]>();
  return templates.map(presentChecklistTemplate);
}

/** A template's active items as checklist items of a task, in the template's order. */
export async function checklistFromTemplate(auth: AuthContext, templateId: string) {
  const id = objectIdOrNull(templateId);
  const template = id
    ? await TemplateModel.findOne({
        _id: id,
        ...templatesFilter(auth),
      }).lean<ChecklistTemplateDoc>()
    : null;
  if (!template) throw badRequest('templateId: No such checklist template');
  const items = [...template.items]
    .filter((item) => item.isActive)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((item) => ({
      _id: new Types.ObjectId(),
      title: item.title,
      section: item.section ?? 'General',
      required: item.required,
    }));
  return { template, items };
}

async function taskForStructure(auth: AuthContext, taskId: string) {
  if (!canEditStructure(auth.role)) {
    throw forbidden(`Your role (${auth.role}) cannot change checklists`);
  }
  const viewer = await viewerOf(auth);
  return { viewer, task: await findVisibleTask(auth, viewer, taskId) };
}

async function saved(
  auth: AuthContext,
  task: TaskDoc,
  update: Record<string, unknown>,
  arrayFilter: Record<string, unknown> = {},
): Promise<TaskDoc> {
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, ...arrayFilter },
    {
      ...update,
      $set: { ...(update.$set as object), updatedBy: auth.user._id },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw notFound('Checklist item');
  return updated;
}

/** POST /api/tasks/checklists: one item, or a template's items. */
export async function addChecklist(
  auth: AuthContext,
  body: z.output<typeof checklistAddSchema>,
): Promise<Task> {
  const { viewer, task } = await taskForStructure(auth, body.taskId);
  let updated: TaskDoc;
  if ('templateId' in body) {
    const { template, items } = await checklistFromTemplate(auth, body.templateId);
    updated = await saved(auth, task, {
      $push: { checklist: { $each: items } },
      $set: { checklistTemplateId: template._id },
    });
    await recordTaskEvent(auth, task.customerId, {
      taskId: task._id,
      type: 'checklist_template_applied',
      description: `Applied checklist template ${template.title} (${items.length} items)`,
      metadata: { templateId: body.templateId },
    });
  } else {
    const item = {
      _id: new Types.ObjectId(),
      title: body.title,
      notes: body.notes ?? '',
      required: body.required,
      section: body.section,
    };
    updated = await saved(auth, task, { $push: { checklist: item } });
    await recordTaskEvent(auth, task.customerId, {
      taskId: task._id,
      type: 'checklist_item_added',
      description: `Added checklist item ${body.title}`,
      metadata: { itemId: item._id.toString() },
    });
  }
  await recordInteraction(auth, task._id);
  return presentFullTask(viewer, updated);
}

function itemOf(task: TaskDoc, itemId: string) {
  const item = task.checklist.find((entry) => entry._id.toString() === itemId);
  if (!item) throw notFound('Checklist item');
  return item;
}

/** PATCH /api/tasks/checklists?taskId=&itemId=: anyone who may touch the task ticks an item. */
export async function toggleChecklistItem(
  auth: AuthContext,
  query: { taskId: string; itemId: string },
  body: { completed: boolean; notes?: string; photoId?: string },
): Promise<Task> {
  const viewer = await viewerOf(auth);
  const task = await findProvidersTask(auth, viewer, query.taskId);
  if (!canTouchTask(viewer, assignedOf(task))) {
    throw forbidden('Only those who may change this task can tick its checklist');
  }
  const item = itemOf(task, query.itemId);
  // A step is completed once, a photo-required one only over its stored photo.
  const photoId = body.completed ? await stepCompletionPhoto(task, item, body.photoId) : null;
  const updated = await saved(
    auth,
    task,
    {
      $set: {
        'checklist.$.completed': body.completed,
        'checklist.$.completedBy': body.completed ? auth.user._id : null,
        'checklist.$.completedAt': body.completed ? new Date() : null,
        ...(body.notes !== undefined && { 'checklist.$.notes': body.notes }),
        ...(photoId && { 'checklist.$.photoId': photoId }),
      },
    },
    // Over the version the step was read at: a concurrent completion is not counted twice.
    { 'checklist._id': item._id, ...(body.completed && { version: task.version }) },
  );
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: body.completed ? 'checklist_item_completed' : 'checklist_item_reopened',
    description: `${body.completed ? 'Completed' : 'Reopened'} checklist item ${item.title}`,
    metadata: { itemId: query.itemId },
  });
  await recordInteraction(auth, task._id);
  return presentFullTask(viewer, updated);
}

/** DELETE /api/tasks/checklists?taskId=&itemId=: structure editors; required items stay. */
export async function deleteChecklistItem(
  auth: AuthContext,
  query: { taskId: string; itemId: string },
): Promise<Task> {
  const { viewer, task } = await taskForStructure(auth, query.taskId);
  const item = itemOf(task, query.itemId);
  if (item.required) {
    throw badRequest(`'${item.title}' is a required checklist item and cannot be deleted`);
  }
  const updated = await saved(auth, task, { $pull: { checklist: { _id: item._id } } });
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'checklist_item_deleted',
    description: `Deleted checklist item ${item.title}`,
    metadata: { itemId: query.itemId },
  });
  await recordInteraction(auth, task._id);
  return presentFullTask(viewer, updated);
}
