// No zod here: the invitation page reads these.
import { INVITATION_PATH } from './auth-paths';

/** How long an invitation link works: long enough for a weekend, short enough to go stale. */
export const INVITATION_TTL_DAYS = 7;
/** A new account's password: long enough that the sign-in rate limit makes guessing useless. */
export const PASSWORD_MIN_LENGTH = 10;

export const INVITATION_MESSAGES = {
  alreadyMember: 'This person is already a member of your team',
  notFound: 'No such invitation',
  invalid: 'This invitation link is no longer valid: ask whoever invited you for a new one',
  wrongPassword: 'Wrong password for this account',
  nameRequired: 'Enter your name',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

/** The link an invitation e-mail carries; the token is its only credential. */
export const invitationLink = (origin: string, token: string): string =>
  `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;

/** Why a new account cannot be made from this form, or null. The page and the API both ask. */
export function newAccountRefusal(accept: { name?: string; password: string }) {
  if (!accept.name?.trim()) return INVITATION_MESSAGES.nameRequired;
  if (accept.password.length < PASSWORD_MIN_LENGTH) return INVITATION_MESSAGES.passwordTooShort;
  return null;
}
