export const VERIFICATION_CHANNELS = ['email', 'phone'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong codes allowed before the code is spent and a new one must be sent. */
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const VERIFICATION_MESSAGES = {
  wrong: 'That code is not right. Check it and try again.',
  expired: 'That code has expired. Send a new code.',
  tooManyTries: 'Too many wrong codes. Send a new code.',
  noCode: 'No code was sent. Send a code first.',
  taken: 'This email address belongs to another account.',
} as const;

export interface Profile {
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** Where a code waits to be entered, per channel (the address it was sent to). */
  pendingVerifications: { channel: VerificationChannel; target: string }[];
}
