import { finished } from 'node:stream/promises';
import mongoose, { mongo, Types } from 'mongoose';
// Registers the index a task's files are listed by, built with the models' at start-up.
import '../../models/task-file';

/** Task files (uploads and their thumbnails) live in this GridFS bucket of the API's database. */
export const TASK_FILES_BUCKET = 'taskFiles';

export const ATTACHMENT_FILE_SOURCES = ['upload', 'thumbnail'] as const;

/** What every stored task file carries besides its bytes. */
export interface TaskFileMetadata {
  customerId: Types.ObjectId;
  /** Null while the upload waits to be claimed by the task being created. */
  taskId: Types.ObjectId | null;
  uploaderId: Types.ObjectId;
  source: (typeof ATTACHMENT_FILE_SOURCES)[number];
  /** The type sniffed from the content: never the name's or the client's word. */
  mimeType: string;
  caption: string | null;
  /** Seconds, for audio and video. */
  duration: number | null;
  transcription: string | null;
  /** The thumbnail's own file: a photo's, or a video's poster frame. */
  thumbnailId: Types.ObjectId | null;
}

export type TaskFile = mongo.GridFSFile & { metadata: TaskFileMetadata };

export type FileOwner = Pick<TaskFileMetadata, 'customerId' | 'taskId' | 'uploaderId'>;

/** A new file's metadata: nothing derived from it yet. */
export const freshMetadata = (
  owner: FileOwner,
  source: TaskFileMetadata['source'],
  mimeType: string,
): TaskFileMetadata => ({
  ...owner,
  source,
  mimeType,
  caption: null,
  duration: null,
  transcription: null,
  thumbnailId: null,
});

export function taskFilesBucket(): mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return new mongo.GridFSBucket(db, { bucketName: TASK_FILES_BUCKET });
}

export const taskFilesCollection = () => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return db.collection<TaskFile>(`${TASK_FILES_BUCKET}.files`);
};

export const objectIdOrNull = (id: string): Types.ObjectId | null =>
  Types.ObjectId.isValid(id) && String(new Types.ObjectId(id)) === id
    ? new Types.ObjectId(id)
    : null;

/** A file name without any path, control characters or excess length. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-200) || 'file';
}

/** Stores bytes already in memory as one file. */
export async function storeBytes(
  name: string,
  metadata: TaskFileMetadata,
  bytes: Buffer,
): Promise<Types.ObjectId> {
  const upload = taskFilesBucket().openUploadStream(safeFileName(name), { metadata });
  await finished(upload.end(bytes));
  return upload.id as Types.ObjectId;
}

/** Deletes files and their chunks; a file already gone is no error. */
export async function deleteTaskFiles(ids: readonly Types.ObjectId[]): Promise<void> {
  const bucket = taskFilesBucket();
  await Promise.all(
    ids.map((id) =>
      bucket.delete(id).catch((error: unknown) => {
        if (!(error instanceof Error && /not found/i.test(error.message))) throw error;
      }),
    ),
  );
}
