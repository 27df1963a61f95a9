import { z } from 'zod';
import { VERIFICATION_CHANNELS, VERIFICATION_CODE_LENGTH, type Profile } from './verification';

/** E.164: a plus sign and up to 15 digits. */
const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the number with its country code, like +14155550123');
/**
 * An address as people type them (spaces around it are dropped): one explicit pattern, the same
 * in the API's document as in its checks, so what the document calls valid is what is accepted.
 */
const EMAIL_PATTERN = /^\s*[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\s*$/;
export const emailAddressSchema = z
  .string()
  .max(200)
  .regex(EMAIL_PATTERN, 'Enter a valid email address')
  .trim()
  .toLowerCase();

export const profileSchema: z.ZodType<Profile> = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  pendingVerifications: z.array(
    z.object({ channel: z.enum(VERIFICATION_CHANNELS), target: z.string() }),
  ),
});

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100),
});

export const verificationRequestSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), target: emailAddressSchema }),
  z.object({ channel: z.literal('phone'), target: phoneNumberSchema }),
]);
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const verificationConfirmSchema = z.object({
  channel: z.enum(VERIFICATION_CHANNELS),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Enter the 6-digit code'),
});
export type VerificationConfirm = z.infer<typeof verificationConfirmSchema>;
