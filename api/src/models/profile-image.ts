import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** A user's square picture, stored small (a few KB) beside the user, one per user. */
const profileImageSchema = new Schema({
  /** The user's id. */
  _id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  data: { type: Buffer, required: true },
  contentType: { type: String, required: true },
  updatedAt: { type: Date, default: () => new Date() },
});

export type ProfileImageDoc = InferSchemaType<typeof profileImageSchema> & { _id: Types.ObjectId };
export const ProfileImage = model('ProfileImage', profileImageSchema);
