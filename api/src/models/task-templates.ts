import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { TASK_CATEGORIES } from '@staydesk/contracts';

const templateItemSchema = new Schema(
  {
    title: { type: String, required: true },
    category: { type: String, default: null },
    section: { type: String, default: 'General' },
    required: { type: Boolean, default: false },
    order: { type: Number, default: 0 },
    standard: { type: Boolean, default: true },
    isActive: { type: Boolean, default: true },
  },
  { _id: false },
);

/** A checklist a task can be given in one step; a global one is offered to every customer. */
const checklistTemplateSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', default: null },
    title: { type: String, required: true },
    category: { type: String, enum: [...TASK_CATEGORIES, null], default: null },
    items: { type: [templateItemSchema], default: [] },
    isGlobal: { type: Boolean, default: false },
  },
  { timestamps: true },
);
checklistTemplateSchema.index({ customerId: 1, title: 1 });
checklistTemplateSchema.index({ isGlobal: 1 });

/** An automation: on an event (a check-out), its actions run; create_task ones are task templates. */
const automationSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    eventType: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    metadata: { type: Schema.Types.Mixed, default: {} },
    actions: {
      type: [
        new Schema(
          { actionType: { type: String, required: true }, configuration: Schema.Types.Mixed },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { timestamps: true },
);
automationSchema.index({ customerId: 1, name: 1 });

export type ChecklistTemplateDoc = InferSchemaType<typeof checklistTemplateSchema> & {
  _id: Types.ObjectId;
};
export type AutomationDoc = InferSchemaType<typeof automationSchema> & { _id: Types.ObjectId };
export const ChecklistTemplate = model('ChecklistTemplate', checklistTemplateSchema);
export const Automation = model('Automation', automationSchema);
