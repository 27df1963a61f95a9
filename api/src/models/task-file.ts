import { Schema, model } from 'mongoose';

/**
 * GridFS owns the task files' collection (services/attachments/storage) and indexes it by name
 * and upload date only. This model declares the index a task's files are listed by, so that it
 * is built with every other one at start-up; files are read and written through GridFS.
 */
const taskFileSchema = new Schema(
  {},
  { collection: 'taskFiles.files', strict: false, autoCreate: false, versionKey: false },
);
taskFileSchema.index({ 'metadata.customerId': 1, 'metadata.taskId': 1, uploadDate: 1 });

export const TaskFileIndex = model('TaskFileIndex', taskFileSchema);
