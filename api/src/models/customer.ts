import { Schema, model, type InferSchemaType } from 'mongoose';
import { isTimeZone } from '@staydesk/contracts';

const customerSchema = new Schema(
  {
    name: { type: String, required: true },
    currency: { type: String, default: 'USD' },
    /** IANA name: where its tasks without a listing, and its listings without a zone, are. */
    timeZone: { type: String, default: 'UTC', validate: isTimeZone },
    /** Its marketplace offers reach providers of every customer, not only its own. */
    marketplacePublic: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export type CustomerDoc = InferSchemaType<typeof customerSchema>;
export const Customer = model('Customer', customerSchema);
