import { randomInt } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MESSAGES,
  type Profile,
  type VerificationConfirm,
  type VerificationRequest,
} from '@staydesk/contracts';
import { HttpError, badRequest } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { User, type UserDoc } from '../models/user';
import { VerificationCode } from '../models/verification-code';
import type { NotificationSender } from './delivery/senders';
import { hashPassword, verifyPassword } from './passwords';

export interface VerificationSenders {
  email: NotificationSender;
  sms: NotificationSender;
}

export async function profileOf(user: UserDoc): Promise<Profile> {
  const pending = await VerificationCode.find({ userId: user._id, expiresAt: { $gt: new Date() } })
    .select({ channel: 1, target: 1 })
    .lean();
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    pendingVerifications: pending.map(({ channel, target }) => ({ channel, target })),
  };
}

const randomCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** Sends a fresh code to the address or number, replacing any code sent before on that channel. */
export async function sendVerificationCode(
  auth: AuthContext,
  request: VerificationRequest,
  senders: VerificationSenders,
): Promise<void> {
  if (request.channel === 'email') {
    const owner = await User.exists({ email: request.target, _id: { $ne: auth.user._id } });
    if (owner) throw new HttpError(409, 'conflict', VERIFICATION_MESSAGES.taken);
  }
  const code = randomCode();
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
  await VerificationCode.updateOne(
    { userId: auth.user._id, channel: request.channel },
    {
      $set: {
        customerId: auth.customerObjectId,
        target: request.target,
        codeHash: await hashPassword(code),
        attempts: 0,
        expiresAt,
      },
    },
    { upsert: true },
  );
  const text = `Your Staydesk verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;
  const sender = request.channel === 'email' ? senders.email : senders.sms;
  await sender.send({
    channel: request.channel === 'email' ? 'email' : 'sms',
    to: request.target,
    subject: request.channel === 'email' ? 'Your Staydesk verification code' : null,
    text,
    customerId: auth.customerObjectId,
    userId: auth.user._id,
    notificationId: null,
  });
}

/**
 * Confirms a code: a right one makes its address or number the user's, verified; a wrong,
 * expired or over-tried one is refused and changes nothing but the count of tries.
 */
export async function confirmVerificationCode(
  auth: AuthContext,
  { channel, code }: VerificationConfirm,
): Promise<void> {
  const sent = await VerificationCode.findOne({ userId: auth.user._id, channel });
  if (!sent) throw badRequest(VERIFICATION_MESSAGES.noCode);
  if (sent.attempts >= VERIFICATION_MAX_ATTEMPTS)
    throw new HttpError(429, 'rate_limited', VERIFICATION_MESSAGES.tooManyTries);
  if (sent.expiresAt.getTime() <= Date.now()) throw badRequest(VERIFICATION_MESSAGES.expired);
  // Counted before the check, atomically, so parallel guesses cannot exceed the limit.
  const counted = await VerificationCode.findOneAndUpdate(
    { _id: sent._id, attempts: { $lt: VERIFICATION_MAX_ATTEMPTS } },
    { $inc: { attempts: 1 } },
  );
  if (!counted) throw new HttpError(429, 'rate_limited', VERIFICATION_MESSAGES.tooManyTries);
  if (!(await verifyPassword(code, sent.codeHash))) throw badRequest(VERIFICATION_MESSAGES.wrong);
  const verified =
    channel === 'email'
      ? { email: sent.target, emailVerified: true }
      : { phone: sent.target, phoneVerified: true };
  await User.updateOne({ _id: auth.user._id }, { $set: verified });
  await VerificationCode.deleteOne({ _id: sent._id });
}
