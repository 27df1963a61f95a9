import { Schema, model, type InferSchemaType } from 'mongoose';
import { REMOTE_NAMES } from '@staydesk/contracts';

/** Every published version of a remote; the active one per name is what the shell loads. */
const remoteReleaseSchema = new Schema({
  name: { type: String, enum: REMOTE_NAMES, required: true },
  version: { type: String, required: true },
  manifestUrl: { type: String, required: true },
  active: { type: Boolean, default: false },
  publishedAt: { type: Date, default: () => new Date() },
});
remoteReleaseSchema.index({ name: 1, publishedAt: -1 });
remoteReleaseSchema.index({ active: 1, name: 1 });

export type RemoteReleaseDoc = InferSchemaType<typeof remoteReleaseSchema>;
export const RemoteRelease = model('RemoteRelease', remoteReleaseSchema);
