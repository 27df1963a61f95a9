import type {
  AutomationEvent,
  ChecklistTemplate as PresentedTemplate,
  checklistTemplateCreateSchema,
  checklistTemplateUpdateSchema,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { forbidden, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import {
  Automation,
  ChecklistTemplate,
  type AutomationDoc,
  type ChecklistTemplateDoc,
} from '../models/task-templates';
import { objectIdOrNull } from './tasks-access';
import { presentChecklistTemplate } from './tasks-checklists';

/** GET /api/tasks/settings/automations: the customer's automations, whose create_task actions are templates. */
export async function listAutomations(auth: AuthContext): Promise<AutomationEvent[]> {
  const automations = await Automation.find({ customerId: auth.customerObjectId })
    .sort({ name: 1 })
    .lean<AutomationDoc[]>();
  return automations.map((automation) => ({
    id: automation._id.toString(),
    name: automation.name,
    description: automation.description ?? '',
    eventType: automation.eventType,
    isActive: automation.isActive,
    metadata: (automation.metadata ?? {}) as Record<string, unknown>,
    actions: automation.actions.map((action) => ({
      actionType: action.actionType,
      configuration: (action.configuration ?? {}) as Record<string, unknown>,
    })),
  }));
}

type TemplateCreate = z.output<typeof checklistTemplateCreateSchema>;
type TemplateUpdate = z.output<typeof checklistTemplateUpdateSchema>;

/** A template's items as stored: their order is their place in the editor's list. */
const storedItems = (items: TemplateCreate['items']) =>
  items.map((item, order) => ({ ...item, order, standard: true, isActive: true }));

/** POST /api/tasks/checklists/templates: a template of the caller's customer. */
export async function createChecklistTemplate(
  auth: AuthContext,
  input: TemplateCreate,
): Promise<PresentedTemplate> {
  const created = await ChecklistTemplate.create({
    customerId: auth.customerObjectId,
    title: input.title,
    category: input.category,
    items: storedItems(input.items),
    isGlobal: false,
  });
  return presentChecklistTemplate(created.toObject());
}

/**
 * One of the customer's own templates, to change: another customer's answers like a missing
 * one, and a global one, offered to every customer, is read-only.
 */
async function ownTemplate(auth: AuthContext, templateId: string) {
  const id = objectIdOrNull(templateId);
  const template = id
    ? await ChecklistTemplate.findOne(
        { _id: id, $or: [{ customerId: auth.customerObjectId }, { isGlobal: true }] },
        { isGlobal: 1 },
      ).lean()
    : null;
  if (!template) throw notFound('Checklist template');
  if (template.isGlobal) throw forbidden('Global checklist templates cannot be changed');
  return template._id;
}

/** PATCH /api/tasks/checklists/templates/:id: the given fields, the items as a whole list. */
export async function updateChecklistTemplate(
  auth: AuthContext,
  templateId: string,
  changes: TemplateUpdate,
): Promise<PresentedTemplate> {
  const id = await ownTemplate(auth, templateId);
  const { items, ...fields } = changes;
  const updated = await ChecklistTemplate.findOneAndUpdate(
    { _id: id, customerId: auth.customerObjectId },
    { $set: { ...fields, ...(items && { items: storedItems(items) }) } },
    { new: true },
  ).lean<ChecklistTemplateDoc>();
  if (!updated) throw notFound('Checklist template');
  return presentChecklistTemplate(updated);
}

/** DELETE /api/tasks/checklists/templates/:id: tasks keep the items they were given. */
export async function deleteChecklistTemplate(auth: AuthContext, templateId: string) {
  const id = await ownTemplate(auth, templateId);
  await ChecklistTemplate.deleteOne({ _id: id, customerId: auth.customerObjectId });
}
