import { Schema, model, type InferSchemaType } from 'mongoose';

const customerSchema = new Schema(
  {
    name: { type: String, required: true },
    currency: { type: String, default: 'USD' },
    /** IANA name: where its tasks without a listing, and its listings without a zone, are. */
    timeZone: { type: String, default: 'UTC' },
  },
  { timestamps: true },
);

export type CustomerDoc = InferSchemaType<typeof customerSchema>;
export const Customer = model('Customer', customerSchema);
