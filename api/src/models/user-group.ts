import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** A named group of users of one customer, mentionable as 'group:<id>'. */
const userGroupSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    name: { type: String, required: true },
    memberIds: { type: [Schema.Types.ObjectId], ref: 'User', default: [] },
  },
  { timestamps: true },
);
userGroupSchema.index({ customerId: 1, name: 1 });

export type UserGroupDoc = InferSchemaType<typeof userGroupSchema> & { _id: Types.ObjectId };
export const UserGroup = model('UserGroup', userGroupSchema);
