import { z } from 'zod';

/** The side of the square picture kept and shown, px: sharp at twice the largest avatar. */
export const PROFILE_IMAGE_EDGE = 256;
/** The longest side the browser shrinks a chosen photo to before sending it, px. */
export const PROFILE_IMAGE_UPLOAD_EDGE = 768;
/** The most a sent picture may weigh once decoded: a shrunk photo is a tenth of it. */
export const PROFILE_IMAGE_MAX_BYTES = 600 * 1024;
/** What the API takes, by content. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PROFILE_IMAGE_MESSAGES = {
  notAnImage: 'This file is not a photo we can use: choose a JPEG, PNG or WebP image',
  tooLarge: `The picture is larger than ${PROFILE_IMAGE_MAX_BYTES / 1024} KB`,
  notFound: 'No such picture',
} as const;

export const profileImageUploadSchema = z
  .object({
    /** The picture's bytes, base64: small enough for JSON once the browser has shrunk it. */
    image: z
      .string()
      .base64()
      .min(4)
      .max(Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4, PROFILE_IMAGE_MESSAGES.tooLarge),
  })
  .strict();
export type ProfileImageUpload = z.infer<typeof profileImageUploadSchema>;

export const profileImageParamsSchema = z.object({ userId: z.string().regex(/^[a-f0-9]{24}$/i) });
/** A new picture gets a new version, so a browser may keep each one for good. */
export const profileImageQuerySchema = z.object({ v: z.string().max(24).optional() });
