import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import busboy, { type FileInfo } from 'busboy';
import type { Types } from 'mongoose';
import { MAX_UPLOAD_BYTES, TASK_LIMITS } from '@staydesk/contracts';
import { badRequest, HttpError } from '../../errors';
import { inMegabytes } from '../../middleware/request-limits';
import { SNIFF_BYTES, sniffUploadType } from './sniff';
import { deleteTaskFiles, freshMetadata, safeFileName, taskFilesBucket } from './storage';

/** Where the files of an upload go, known once its taskId field is read. */
export interface UploadTarget {
  customerId: Types.ObjectId;
  taskId: Types.ObjectId | null;
  uploaderId: Types.ObjectId;
  /** How many more files the task takes. */
  room: number;
}

export interface ReceivedFile {
  id: Types.ObjectId;
  name: string;
  mimeType: string;
}

export interface ReceivedUpload {
  target: UploadTarget;
  files: ReceivedFile[];
  /** The other text fields (metadata_{filename}). */
  fields: Map<string, string>;
}

const tooLarge = (name: string) =>
  new HttpError(
    413,
    'payload_too_large',
    `${name} is larger than the ${inMegabytes(MAX_UPLOAD_BYTES)} limit: send a smaller file`,
  );

const notAllowed = (name: string) =>
  badRequest(
    `${name} is not a photo, video, voice recording or PDF we accept (its content was checked, not its name)`,
  );

type Chunks = AsyncIterator<Buffer>;

async function readHead(chunks: Chunks): Promise<{ head: Buffer; done: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), done: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), done: false };
}

/** Reads a file to its end without keeping it, so that the form's next part can be parsed. */
async function drain(chunks: Chunks): Promise<void> {
  while (!(await chunks.next()).done);
}

/**
 * Streams the files of a multipart request into GridFS as they arrive, each typed by its
 * content. Any refusal (an 11th file, an oversized or disallowed file, no room on the task) and
 * any interruption (the client goes away halfway) removes every file this request stored:
 * a request stores all of its files or none.
 */
export async function receiveUpload(
  request: IncomingMessage,
  resolveTarget: (taskIdField: string) => Promise<UploadTarget>,
): Promise<ReceivedUpload> {
  const parser = busboy({
    headers: request.headers,
    limits: {
      files: TASK_LIMITS.attachments,
      fileSize: MAX_UPLOAD_BYTES,
      fields: 2 * TASK_LIMITS.attachments + 5,
      fieldSize: 16 * 1024,
    },
  });
  const bucket = taskFilesBucket();
  const stored: Types.ObjectId[] = [];
  const files: ReceivedFile[] = [];
  const fields = new Map<string, string>();
  let refusal: unknown = null;
  let target: Promise<UploadTarget> | null = null;
  let work = Promise.resolve();
  const refuse = (error: unknown) => {
    refusal ??= error;
  };

  async function store(stream: Readable, info: FileInfo): Promise<void> {
    const chunks = stream[Symbol.asyncIterator]() as Chunks;
    const name = safeFileName(info.filename);
    try {
      if (refusal) return;
      if (!target) throw badRequest('taskId: send it before the files');
      const { customerId, taskId, uploaderId, room } = await target;
      if (files.length >= room) {
        throw badRequest(`This task holds at most ${TASK_LIMITS.attachments} files`);
      }
      const { head, done } = await readHead(chunks);
      const mimeType = await sniffUploadType(head, info.mimeType);
      if (!mimeType) throw notAllowed(name);
      const metadata = freshMetadata({ customerId, taskId, uploaderId }, 'upload', mimeType);
      const upload = bucket.openUploadStream(name, { metadata });
      stored.push(upload.id as Types.ObjectId);
      try {
        const write = async (chunk: Buffer) => {
          if (!upload.write(chunk)) await once(upload, 'drain');
        };
        await write(head);
        if (!done) {
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            await write(next.value);
          }
        }
        upload.end();
        await finished(upload);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(name);
      files.push({ id: upload.id as Types.ObjectId, name, mimeType });
    } catch (error) {
      refuse(error);
    } finally {
      await drain(chunks).catch(() => undefined);
    }
  }

  parser.on('field', (name, value) => {
    if (name !== 'taskId') return void fields.set(name, value);
    if (target) return refuse(badRequest('taskId: send it once'));
    target = resolveTarget(value);
    target.catch(refuse);
  });
  parser.on('file', (field, stream, info) => {
    if (field !== 'file') {
      refuse(badRequest(`${field}: send files in the 'file' field`));
      stream.resume();
      return;
    }
    work = work.then(() => store(stream, info));
  });
  parser.on('filesLimit', () =>
    refuse(badRequest(`At most ${TASK_LIMITS.attachments} files can be sent at once`)),
  );
  parser.on('fieldsLimit', () => refuse(badRequest('The form has too many fields')));

  // A client that goes away halfway ends the form: the file being written is aborted.
  const interrupted = () => {
    if (!request.complete) parser.destroy(new Error('The upload was interrupted'));
  };
  request.once('close', interrupted);
  request.pipe(parser);
  try {
    await finished(parser).catch((error: unknown) => {
      refuse(badRequest(`The form could not be read: ${(error as Error).message}`));
    });
    await work;
    if (refusal) throw refusal;
    if (!target) throw badRequest('taskId: required');
    if (files.length === 0) throw badRequest('file: attach at least one file');
    return { target: await target, files, fields };
  } catch (error) {
    await deleteTaskFiles(stored);
    throw error;
  } finally {
    request.off('close', interrupted);
  }
}
