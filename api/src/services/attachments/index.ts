import { TASK_LIMITS, type Attachment } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { badRequest } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { storeThumbnail } from './derive';
import { presentAttachment } from './present';
import { SNIFF_BYTES, sniffUploadType } from './sniff';
import {
  deleteTaskFiles,
  freshMetadata,
  objectIdOrNull,
  storeBytes,
  taskFilesCollection,
  type TaskFile,
} from './storage';

export { presentAttachment } from './present';

/** An upload made during task creation waits this long to be claimed, then goes. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const uploadsOf = (filter: Record<string, unknown>) =>
  taskFilesCollection()
    .find({ ...filter, 'metadata.source': 'upload' })
    .sort({ uploadDate: 1 })
    .toArray() as Promise<TaskFile[]>;

/** The attachments of each task, oldest first: the read model's `attachments`. */
export async function attachmentsOfTasks(
  customerId: Types.ObjectId,
  taskIds: readonly Types.ObjectId[],
): Promise<Map<string, Attachment[]>> {
  const byTask = new Map<string, Attachment[]>(taskIds.map((id) => [id.toString(), []]));
  if (taskIds.length === 0) return byTask;
  const files = await uploadsOf({
    'metadata.customerId': customerId,
    'metadata.taskId': { $in: taskIds },
  });
  for (const file of files) byTask.get(String(file.metadata.taskId))?.push(presentAttachment(file));
  return byTask;
}

export async function attachmentsOfTask(
  customerId: Types.ObjectId,
  taskId: Types.ObjectId,
): Promise<Attachment[]> {
  return (await attachmentsOfTasks(customerId, [taskId])).get(taskId.toString()) ?? [];
}

/** Deletes the uploads nobody claimed within a day, with their thumbnails. */
export async function purgeExpiredUploads(now = new Date()): Promise<void> {
  const expired = await uploadsOf({
    'metadata.taskId': null,
    uploadDate: { $lt: new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS) },
  });
  await deleteTaskFiles(
    expired.flatMap((file) => [
      file._id,
      ...(file.metadata.thumbnailId ? [file.metadata.thumbnailId] : []),
    ]),
  );
}

/** How many uploads the task holds. */
export const uploadCountOf = (customerId: Types.ObjectId, taskId: Types.ObjectId) =>
  taskFilesCollection().countDocuments({
    'metadata.customerId': customerId,
    'metadata.taskId': taskId,
    'metadata.source': 'upload',
  });

/**
 * Gives the task the caller's unclaimed uploads (made with taskId 'new' within the last day),
 * or accepts uploads the task already holds; any other id is refused and nothing changes.
 * The caller has already been allowed to change the task. A claimed file becomes the task's
 * customer's, as every file of the task is, when another customer's provider attached it.
 */
export async function claimUploads(
  auth: AuthContext,
  ids: readonly string[],
  task: { _id: Types.ObjectId; customerId: Types.ObjectId },
): Promise<Attachment[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const objectIds = wanted.map(objectIdOrNull);
  const { _id: taskId, customerId } = task;
  const files = objectIds.every(Boolean)
    ? await uploadsOf({
        _id: { $in: objectIds },
        'metadata.customerId': { $in: [customerId, auth.customerObjectId] },
      })
    : [];
  const claimable = (file: TaskFile) =>
    file.metadata.taskId === null &&
    file.metadata.customerId.equals(auth.customerObjectId) &&
    file.metadata.uploaderId.equals(auth.user._id) &&
    Date.now() - file.uploadDate.getTime() < UNCLAIMED_UPLOAD_TTL_MS;
  const held = (file: TaskFile) =>
    Boolean(file.metadata.taskId?.equals(taskId)) && file.metadata.customerId.equals(customerId);
  const usable = files.filter((file) => held(file) || claimable(file));
  if (usable.length !== wanted.length) {
    throw badRequest(
      'attachments: some files are not uploads of yours for this task; upload them again',
    );
  }
  const toClaim = usable.filter(claimable).map((file) => file._id);
  const holding = await uploadCountOf(customerId, taskId);
  if (holding + toClaim.length > TASK_LIMITS.attachments) {
    throw badRequest(`attachments: a task holds at most ${TASK_LIMITS.attachments} files`);
  }
  if (toClaim.length > 0) {
    await taskFilesCollection().updateMany(
      { _id: { $in: toClaim }, 'metadata.taskId': null },
      { $set: { 'metadata.taskId': taskId, 'metadata.customerId': customerId } },
    );
  }
  return files
    .filter((file) => usable.includes(file))
    .map((file) =>
      presentAttachment({ ...file, metadata: { ...file.metadata, taskId, customerId } }),
    );
}

/**
 * Stores a file the product itself attaches to a task (demo data, fixtures), typed by its
 * content like an upload; a photo gets its thumbnail, a video its poster frame.
 */
export async function storeAttachment(
  owner: { customerId: Types.ObjectId; taskId: Types.ObjectId; uploaderId: Types.ObjectId },
  name: string,
  bytes: Buffer,
): Promise<Attachment> {
  const mimeType = await sniffUploadType(bytes.subarray(0, SNIFF_BYTES), '');
  if (!mimeType) throw new Error(`${name} is not a file type tasks accept`);
  const id = await storeBytes(name, freshMetadata(owner, 'upload', mimeType), bytes);
  const thumbnailId = await storeThumbnail(id, owner, mimeType);
  await taskFilesCollection().updateOne(
    { _id: id },
    { $set: { 'metadata.thumbnailId': thumbnailId } },
  );
  const file = (await taskFilesCollection().findOne({ _id: id })) as TaskFile;
  return presentAttachment(file);
}
