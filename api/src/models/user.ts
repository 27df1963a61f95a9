import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { ROLES } from '@staydesk/contracts';

const membershipSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    roles: { type: [{ type: String, enum: ROLES }], required: true },
    active: { type: Boolean, default: true },
  },
  { _id: false },
);

const userSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true },
    image: { type: String, default: null },
    passwordHash: { type: String, required: true },
    isSuperUser: { type: Boolean, default: false },
    /** For SMS notifications, sent only once the number is verified. */
    phone: { type: String, default: null },
    emailVerified: { type: Boolean, default: false },
    phoneVerified: { type: Boolean, default: false },
    /** Users of one service-provider company see each other's assignments. */
    companyId: { type: String, default: null },
    memberships: { type: [membershipSchema], default: [] },
    uiPreferences: { type: Schema.Types.Mixed, default: {} },
    /** Validated with the contracts' notificationPreferencesSchema on the way in. */
    notificationPreferences: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: true },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ 'memberships.customerId': 1, 'memberships.roles': 1 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };
export const User = model('User', userSchema);
