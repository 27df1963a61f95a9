import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import type { Types } from 'mongoose';
import { decodeHeic } from './heic';
import { posterFrame } from './poster';
import { freshMetadata, storeBytes, taskFilesBucket, type FileOwner } from './storage';

/** The longest side of a thumbnail or poster frame, px: sharp enough for the sidebar's grid. */
export const THUMBNAIL_SIZE = 320;

/** Photos the bundled libvips cannot read (it has no HEVC decoder): decoded to pixels first. */
const HEVC_PHOTO_TYPES = ['image/heic'];

export const readTaskFile = (id: Types.ObjectId): Promise<Buffer> =>
  buffer(taskFilesBucket().openDownloadStream(id));

/** The photo as sharp should read it: turned upright by its EXIF orientation. */
async function photoSource(bytes: Buffer, mimeType: string): Promise<Sharp> {
  if (!HEVC_PHOTO_TYPES.includes(mimeType)) return sharp(bytes, { failOn: 'error' }).rotate();
  // The decoder applies the photo's own rotation and mirroring.
  const { width, height, data } = await decodeHeic(bytes);
  return sharp(data, { raw: { width, height, channels: 4 } });
}

async function photoThumbnail(bytes: Buffer, mimeType: string): Promise<Buffer | null> {
  try {
    const source = await photoSource(bytes, mimeType);
    return await source
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A small JPEG of a photo, or a frame of a video, stored as its own file; null for other files
 * and for content that cannot be decoded.
 */
export async function storeThumbnail(
  fileId: Types.ObjectId,
  owner: FileOwner,
  mimeType: string,
): Promise<Types.ObjectId | null> {
  const kind = mimeType.split('/')[0];
  if (kind !== 'image' && kind !== 'video') return null;
  const bytes = await readTaskFile(fileId);
  const jpeg =
    kind === 'image'
      ? await photoThumbnail(bytes, mimeType)
      : await posterFrame(bytes, THUMBNAIL_SIZE);
  if (!jpeg) return null;
  return storeBytes('thumbnail.jpg', freshMetadata(owner, 'thumbnail', 'image/jpeg'), jpeg);
}
