import type { Context } from 'koa';
import rangeParser from 'range-parser';
import { HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { visibleTask } from './access';
import { objectIdOrNull, taskFilesBucket, taskFilesCollection, type TaskFile } from './storage';

/** A browser may keep a file for a day: its bytes never change under the same id. */
const FILE_CACHE_CONTROL = 'private, max-age=86400';

/**
 * An attachment the caller may see: a file of a task they see (another customer's task too,
 * while they are its assigned provider), or their own upload not yet claimed by a task.
 * Anything else answers 404, exactly like a missing file.
 */
async function visibleUpload(auth: AuthContext, id: string): Promise<TaskFile> {
  const objectId = objectIdOrNull(id);
  const file = objectId
    ? ((await taskFilesCollection().findOne({
        _id: objectId,
        'metadata.source': 'upload',
      })) as TaskFile | null)
    : null;
  if (!file) throw notFound('Attachment');
  const { customerId, taskId, uploaderId } = file.metadata;
  const ownCustomers = customerId.equals(auth.customerObjectId);
  if (taskId)
    await visibleTask(auth, taskId.toString()).catch((error: unknown) => {
      const unseen = error instanceof HttpError && (error.status === 404 || !ownCustomers);
      throw unseen ? notFound('Attachment') : error;
    });
  else if (!ownCustomers || !uploaderId.equals(auth.user._id)) throw notFound('Attachment');
  return file;
}

/** Writes the file, or the one byte range asked for (206); 416 for a range outside it. */
function writeFile(ctx: Context, file: TaskFile, name: string): void {
  const size = file.length;
  ctx.set('accept-ranges', 'bytes');
  ctx.set('cache-control', FILE_CACHE_CONTROL);
  ctx.set('x-content-type-options', 'nosniff');
  ctx.attachment(name, { type: 'inline' });
  ctx.type = file.metadata.mimeType;
  const header = ctx.get('range');
  const ranges = header ? rangeParser(size, header, { combine: true }) : null;
  if (typeof ranges === 'number') {
    ctx.set('content-range', `bytes */${size}`);
    throw new HttpError(
      416,
      'bad_request',
      `The range ${header} is not within the file of ${size} bytes`,
    );
  }
  // Several ranges at once are answered with the whole file, which HTTP allows.
  const range = ranges?.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    ctx.status = 206;
    ctx.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    ctx.body = taskFilesBucket().openDownloadStream(file._id, {
      start: range.start,
      end: range.end + 1,
    });
    ctx.length = range.end - range.start + 1;
    return;
  }
  ctx.status = 200;
  ctx.body = taskFilesBucket().openDownloadStream(file._id);
  ctx.length = size;
}

/** GET /api/tasks/attachments/:id */
export async function serveAttachment(ctx: Context, auth: AuthContext, id: string): Promise<void> {
  const file = await visibleUpload(auth, id);
  writeFile(ctx, file, file.filename);
}

/** GET /api/tasks/attachments/:id/thumbnail: a photo's small JPEG, or a video's poster frame. */
export async function serveThumbnail(ctx: Context, auth: AuthContext, id: string): Promise<void> {
  const file = await visibleUpload(auth, id);
  const thumbnail = file.metadata.thumbnailId
    ? ((await taskFilesCollection().findOne({ _id: file.metadata.thumbnailId })) as TaskFile | null)
    : null;
  if (!thumbnail) throw notFound('Thumbnail');
  writeFile(ctx, thumbnail, `${file.filename.replace(/\.[^.]*$/, '')}-thumbnail.jpg`);
}
