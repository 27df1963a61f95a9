import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'koa';
import sharp from 'sharp';
import {
  PROFILE_IMAGE_EDGE,
  PROFILE_IMAGE_MESSAGES,
  PROFILE_IMAGE_TYPES,
} from '@staydesk/contracts';
import { badRequest, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { ProfileImage } from '../models/profile-image';
import { User } from '../models/user';

/** Each picture has its own URL (a version per upload): a browser keeps it for good. */
const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

const imageUrl = (userId: string, version: string) => `/api/profile/images/${userId}?v=${version}`;

/** A square WebP of the picture, upright by its EXIF orientation; refused unless it decodes. */
async function squarePicture(base64: string): Promise<Buffer> {
  // Its size is held by the request's schema: the base64 text is at most 600 KB of bytes.
  const bytes = Buffer.from(base64, 'base64');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw badRequest(PROFILE_IMAGE_MESSAGES.notAnImage);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROFILE_IMAGE_EDGE, PROFILE_IMAGE_EDGE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(PROFILE_IMAGE_MESSAGES.notAnImage);
  }
}

/** Makes the picture the caller's: stored, and named by the user's `image`. */
export async function setProfileImage(auth: AuthContext, base64: string): Promise<void> {
  const picture = await squarePicture(base64);
  await ProfileImage.updateOne(
    { _id: auth.user._id },
    { $set: { data: picture, contentType: 'image/webp', updatedAt: new Date() } },
    { upsert: true },
  );
  await User.updateOne(
    { _id: auth.user._id },
    { $set: { image: imageUrl(auth.userId, Date.now().toString(36)) } },
  );
}

export async function removeProfileImage(auth: AuthContext): Promise<void> {
  await ProfileImage.deleteOne({ _id: auth.user._id });
  await User.updateOne({ _id: auth.user._id }, { $set: { image: null } });
}

/**
 * Writes a user's picture to someone of the same customer (teammates see each other's faces);
 * anyone else gets 404, as for a user without one.
 */
export async function serveProfileImage(ctx: Context, auth: AuthContext, userId: string) {
  const colleague =
    userId === auth.userId ||
    (await User.exists({ _id: userId, 'memberships.customerId': auth.customerObjectId }));
  const image = colleague ? await ProfileImage.findById(userId) : null;
  if (!image) throw new HttpError(404, 'not_found', PROFILE_IMAGE_MESSAGES.notFound);
  ctx.set('cache-control', IMAGE_CACHE_CONTROL);
  ctx.set('x-content-type-options', 'nosniff');
  ctx.type = image.contentType;
  ctx.body = image.data;
}
