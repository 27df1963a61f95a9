import { z } from 'zod';
import { TASK_CATEGORIES, TASK_PRIORITIES } from './tasks';

// The task templates of the create flows, made from the automations' create-task actions
// (spec: tasks §7). A module of its own, apart from the other task routes' schemas, so that a
// surface can build these in a step of their own: all at once were one long task on a phone.

/** An automation event; its active 'create_task' actions become task templates. */
export const automationEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  eventType: z.string(),
  isActive: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  actions: z.array(
    z.object({
      actionType: z.string(),
      configuration: z.record(z.string(), z.unknown()),
    }),
  ),
});
export const automationsSchema = z.object({ events: z.array(automationEventSchema) });
export type AutomationEvent = z.infer<typeof automationEventSchema>;

export const taskTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  eventType: z.string(),
  category: z.enum(TASK_CATEGORIES),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  titleTemplate: z.string(),
  descriptionTemplate: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.object({ baseDate: z.enum(['checkIn', 'checkOut']), offsetHours: z.number() }),
  checklist: z.array(z.object({ title: z.string(), required: z.boolean(), section: z.string() })),
  subtasks: z.array(z.object({ title: z.string() })),
  marketplaceEligible: z.boolean(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

/** The listing a task is about to be made for; without one, the customer's zone is answered. */
export const taskTimeZoneQuerySchema = z.object({
  listingId: z.string().min(1).max(64).optional(),
});
/** The zone a new task's local times are read in, and its template's due date derived in. */
export const taskTimeZoneSchema = z.object({ timeZone: z.string() });

const templateConfigSchema = z.object({
  category: z.enum(TASK_CATEGORIES).catch('other'),
  titleTemplate: z.string().catch(''),
  descriptionTemplate: z.string().catch(''),
  priority: z.enum(TASK_PRIORITIES).catch('medium'),
  isDefault: z.boolean().catch(false),
  dueDate: z
    .object({
      baseDate: z.enum(['checkIn', 'checkOut']).catch('checkIn'),
      offsetHours: z.number().catch(0),
    })
    .catch({ baseDate: 'checkIn', offsetHours: 0 }),
  checklist: z
    .array(
      z.object({
        title: z.string(),
        required: z.boolean().catch(false),
        section: z.string().catch('General'),
      }),
    )
    .catch([]),
  subtasks: z.array(z.object({ title: z.string() })).catch([]),
  marketplaceEligible: z.boolean().catch(true),
});

/** The active automations' create-task actions as templates, with the spec's defaults. */
export function taskTemplatesFrom(events: readonly AutomationEvent[]): TaskTemplate[] {
  return events
    .filter((event) => event.isActive)
    .flatMap((event) =>
      event.actions
        .filter((action) => action.actionType === 'create_task')
        .map((action) => {
          const config = templateConfigSchema.parse(action.configuration);
          return {
            id: event.id,
            name: event.name,
            description: event.description,
            eventType: event.eventType,
            isActive: event.isActive,
            ...config,
            titleTemplate: config.titleTemplate || `Task ${event.name}`,
          };
        }),
    );
}
