import { type Types } from 'mongoose';
import type { z } from 'zod';
import {
  dueDateUnderParent,
  instantIn,
  type taskDraftSchema,
  taskTemplatesFrom,
  templateDueDate,
  type Task,
} from '@staydesk/contracts';
import { badRequest } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Listing } from '../models/listing';
import { Reservation } from '../models/reservation';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { findVisibleTask, objectIdOrNull, viewerOf } from './tasks-access';
import { claimUploads } from './attachments';
import { checklistFromTemplate } from './tasks-checklists';
import { recordInteraction } from './tasks-history';
import { presentFullTask } from './tasks-read';
import { insertSubtask } from './tasks-subtasks';
import { recordTaskEvent } from './task-timeline';
import { listAutomations } from './tasks-templates';
import { taskTimeZone } from './task-zones';

/** A document of the caller's customer, or a clear 400 when there is none. */
async function owned<Doc>(
  auth: AuthContext,
  model: { findOne(filter: object): { lean<T>(): Promise<T | null> } },
  id: string | undefined,
  what: string,
): Promise<Doc | null> {
  if (!id) return null;
  const objectId = objectIdOrNull(id);
  const doc = objectId
    ? await model.findOne({ _id: objectId, customerId: auth.customerObjectId }).lean<Doc>()
    : null;
  if (!doc) throw badRequest(`${what} not found`);
  return doc;
}

interface Owned {
  _id: Types.ObjectId;
}

/** The offsets of the draft's task template, when it names one of the customer's. */
async function templateDueOf(auth: AuthContext, templateId: string | undefined) {
  if (!templateId) return null;
  const templates = taskTemplatesFrom(await listAutomations(auth));
  return templates.find((template) => template.id === templateId)?.dueDate ?? null;
}

/**
 * A new task's due date: the typed one, read in the task's zone; else one day before its
 * parent's; else its template's offset from now. Derived here, never by the browser.
 */
async function dueDateOf(
  auth: AuthContext,
  input: { dueDate?: string; taskTemplateId?: string },
  parent: TaskDoc | null,
  zone: string,
): Promise<Date | null> {
  if (input.dueDate) return instantIn(input.dueDate, zone);
  const now = new Date();
  const underParent = dueDateUnderParent(parent?.dueDate ?? null, now, zone);
  if (underParent) return underParent;
  const templateDue = await templateDueOf(auth, input.taskTemplateId);
  return templateDue ? templateDueDate(templateDue, now, zone) : null;
}

/** The task.create command: the draft of the creation panel, with what it brings along. */
export async function createTask(
  auth: AuthContext,
  input: z.output<typeof taskDraftSchema>,
): Promise<{ taskId: string; task: Task }> {
  const viewer = await viewerOf(auth);
  const [listing, reservation, parent] = await Promise.all([
    owned<Owned>(auth, Listing, input.listingId, 'Listing'),
    owned<Owned & { listingId: Types.ObjectId }>(
      auth,
      Reservation,
      input.reservationId,
      'Reservation',
    ),
    input.subtaskOf
      ? findVisibleTask(auth, viewer, input.subtaskOf).catch(() => {
          throw badRequest('Parent task not found');
        })
      : null,
  ]);
  if (parent?.parentTaskId) throw badRequest('subtaskOf: A subtask cannot have subtasks');
  const fromTemplate = input.checklistTemplateId
    ? await checklistFromTemplate(auth, input.checklistTemplateId)
    : null;
  const siblings = parent ? await TaskModel.countDocuments({ parentTaskId: parent._id }) : 0;
  const listingId = listing?._id ?? reservation?.listingId ?? parent?.listingId ?? null;
  const zone = await taskTimeZone({ customerId: auth.customerObjectId, listingId });
  const created = await TaskModel.create({
    customerId: auth.customerObjectId,
    title: input.title,
    description: input.description,
    category: input.category,
    priority: input.priority,
    dueDate: await dueDateOf(auth, input, parent, zone),
    marketplaceEligible: input.marketplaceEligible,
    listingId,
    reservationId: reservation?._id ?? null,
    parentTaskId: parent?._id ?? null,
    subtaskOrder: parent ? siblings : null,
    checklistTemplateId: fromTemplate?.template._id ?? null,
    taskTemplateId: input.taskTemplateId ?? null,
    relatedIssueId: input.relatedIssueId ?? null,
    createdBy: auth.user._id,
    updatedBy: auth.user._id,
    checklist: [
      ...(fromTemplate?.items ?? []),
      ...input.checklist.map((item) => ({
        title: item.text,
        required: item.required,
        section: item.section,
      })),
    ],
  });
  try {
    await claimUploads(auth, input.attachmentIds, created);
  } catch (error) {
    // Files that are not the caller's uploads refuse the whole draft: no task is left behind.
    await TaskModel.deleteOne({ _id: created._id });
    throw error;
  }
  await recordTaskEvent(auth, auth.customerObjectId, {
    taskId: created._id,
    type: 'created',
    description: `${auth.user.name} created the task`,
    metadata: input.taskTemplateId ? { taskTemplateId: input.taskTemplateId } : {},
  });
  const task = created.toObject() as TaskDoc;
  for (const subtask of input.subtasks) {
    await insertSubtask(auth, task, {
      title: subtask.title,
      description: '',
      category: 'other',
      priority: 'normal',
    });
  }
  await recordInteraction(auth, created._id);
  const current = (await TaskModel.findById(created._id).lean<TaskDoc>()) ?? task;
  return { taskId: created._id.toString(), task: await presentFullTask(viewer, current) };
}
