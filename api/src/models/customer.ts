import { Schema, model, type InferSchemaType } from 'mongoose';

const customerSchema = new Schema(
  {
    name: { type: String, required: true },
    currency: { type: String, default: 'USD' },
  },
  { timestamps: true },
);

export type CustomerDoc = InferSchemaType<typeof customerSchema>;
export const Customer = model('Customer', customerSchema);
