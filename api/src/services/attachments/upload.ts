import type { IncomingMessage } from 'node:http';
import { audioMetadataSchema, checkInput, TASK_LIMITS, type Attachment } from '@staydesk/contracts';
import { badRequest } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { recordTaskEvent } from '../task-timeline';
import type { Transcriber } from '../transcription';
import { touchableTask } from './access';
import { readTaskFile, storeThumbnail } from './derive';
import { purgeExpiredUploads, uploadCountOf } from './index';
import { presentAttachment } from './present';
import { receiveUpload, type ReceivedFile, type UploadTarget } from './receive';
import { deleteTaskFiles, taskFilesCollection, type TaskFile } from './storage';

/** The taskId field 'new': the task is being created and will claim the files. */
export const NEW_TASK = 'new';

async function targetOf(auth: AuthContext, taskIdField: string): Promise<UploadTarget> {
  const uploaderId = auth.user._id;
  if (taskIdField === NEW_TASK) {
    return {
      customerId: auth.customerObjectId,
      uploaderId,
      taskId: null,
      room: TASK_LIMITS.attachments,
    };
  }
  // The task's files are its customer's, whoever works it: another customer's provider included.
  const task = await touchableTask(auth, taskIdField);
  const held = await uploadCountOf(task.customerId, task._id);
  if (held >= TASK_LIMITS.attachments) {
    throw badRequest(`This task already holds ${TASK_LIMITS.attachments} files, the most it can`);
  }
  return {
    customerId: task.customerId,
    uploaderId,
    taskId: task._id,
    room: TASK_LIMITS.attachments - held,
  };
}

const kindOf = (mimeType: string) => mimeType.split('/')[0];

/** The duration a voice note's metadata_{filename} field gives, or null without one. */
function sentDuration(fields: Map<string, string>, name: string): number | null {
  const field = `metadata_${name}`;
  const sent = fields.get(field);
  if (sent === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(sent);
  } catch {
    throw badRequest(`${field}: not JSON`);
  }
  const result = checkInput(audioMetadataSchema, json);
  if (!result.success) throw badRequest(`${field}: ${result.message}`);
  return result.data.duration;
}

/** What the file's content allows beyond its bytes: thumbnail or poster frame, transcript. */
async function derivedMetadata(file: ReceivedFile, target: UploadTarget, transcriber: Transcriber) {
  const kind = kindOf(file.mimeType);
  const thumbnailId = await storeThumbnail(file.id, target, file.mimeType);
  const transcription =
    kind === 'audio'
      ? await transcriber
          .transcribe({
            bytes: await readTaskFile(file.id),
            name: file.name,
            mimeType: file.mimeType,
          })
          .catch(() => null)
      : null;
  return {
    'metadata.thumbnailId': thumbnailId,
    'metadata.transcription': transcription,
  };
}

/**
 * POST /api/tasks/messages as multipart: stores the files for the task (or, with 'new', for the
 * task the caller is creating), each with what can be derived from it, and records each on the
 * task's timeline.
 */
export async function uploadAttachments(
  auth: AuthContext,
  request: IncomingMessage,
  transcriber: Transcriber,
): Promise<Attachment[]> {
  await purgeExpiredUploads();
  const { target, files, fields } = await receiveUpload(request, (taskId) =>
    targetOf(auth, taskId),
  );
  const ids = files.map((file) => file.id);
  let durations: Array<number | null>;
  try {
    durations = files.map((file) => sentDuration(fields, file.name));
  } catch (error) {
    await deleteTaskFiles(ids);
    throw error;
  }
  for (const [index, file] of files.entries()) {
    const derived = await derivedMetadata(file, target, transcriber);
    await taskFilesCollection().updateOne(
      { _id: file.id },
      { $set: { ...derived, 'metadata.duration': durations[index] ?? null } },
    );
  }
  const stored = (await taskFilesCollection()
    .find({ _id: { $in: ids } })
    .toArray()) as TaskFile[];
  const byId = new Map(stored.map((file) => [file._id.toString(), file]));
  const attachments = ids.flatMap((id) => {
    const file = byId.get(id.toString());
    return file ? [presentAttachment(file)] : [];
  });
  if (target.taskId) {
    for (const attachment of attachments) {
      await recordTaskEvent(auth, target.customerId, {
        taskId: target.taskId,
        type: 'attachment_added',
        description: `Attached ${attachment.name}`,
        metadata: { attachment },
      });
    }
  }
  return attachments;
}
