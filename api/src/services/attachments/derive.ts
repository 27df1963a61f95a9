import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Types } from 'mongoose';
import { freshMetadata, storeBytes, taskFilesBucket, type FileOwner } from './storage';

/** The longest side of a photo's thumbnail, px: sharp enough for the sidebar's grid. */
export const THUMBNAIL_SIZE = 320;

export const readTaskFile = (id: Types.ObjectId): Promise<Buffer> =>
  buffer(taskFilesBucket().openDownloadStream(id));

/**
 * A small JPEG of a photo (turned upright by its EXIF orientation), stored as its own file; null
 * when the image cannot be decoded (HEIC needs a codec the bundled libvips lacks).
 */
export async function storeThumbnail(
  photoId: Types.ObjectId,
  owner: FileOwner,
): Promise<Types.ObjectId | null> {
  let jpeg: Buffer;
  try {
    jpeg = await sharp(await readTaskFile(photoId), { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
  return storeBytes('thumbnail.jpg', freshMetadata(owner, 'thumbnail', 'image/jpeg'), jpeg);
}
