import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** A customer's task tag. `key` is the lower-cased name: names are unique per customer, any case. */
const tagSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    name: { type: String, required: true },
    key: { type: String, required: true },
    color: { type: String, required: true },
    /** How many tasks carry it. */
    count: { type: Number, default: 0 },
  },
  { timestamps: true },
);
tagSchema.index({ customerId: 1, key: 1 }, { unique: true });

export type TagDoc = InferSchemaType<typeof tagSchema> & { _id: Types.ObjectId };
export const Tag = model('Tag', tagSchema);
