import type { Types } from 'mongoose';
import type { Attachment } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';

/**
 * The seam to the attachments store (GridFS, owned by the messages and attachments routes): the
 * files a task carries, and the hand-over of files uploaded before the task existed. Both answer
 * "nothing" until that store is wired in here.
 */
export async function taskAttachments(
  _customerId: Types.ObjectId,
  _taskId: Types.ObjectId,
): Promise<Attachment[]> {
  return [];
}

/** Gives the new task the files uploaded for it while it was being created (taskId 'new'). */
export async function attachUploads(
  _auth: AuthContext,
  _uploadIds: readonly string[],
  _taskId: Types.ObjectId,
): Promise<void> {
  return;
}
