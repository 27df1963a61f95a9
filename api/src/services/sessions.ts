import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Role } from '@staydesk/contracts';
import { SessionModel, type SessionDoc } from '../models/session';
import { TrustedDevice } from '../models/trusted-device';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  userId: Types.ObjectId;
  customerId: Types.ObjectId;
  currentRole: Role;
  ttlHours: number;
  /** Set when a super user starts impersonating the user. */
  impersonatedBy?: { email: string; customerId: string };
}

/** A fresh opaque token for every sign-in, so a session id can never be fixed in advance. */
export async function createSession(input: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await SessionModel.create({
    tokenHash: hashToken(token),
    userId: input.userId,
    customerId: input.customerId,
    currentRole: input.currentRole,
    expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
    ...(input.impersonatedBy && {
      originalUser: {
        email: input.impersonatedBy.email,
        customerId: input.impersonatedBy.customerId,
        isAdmin: true,
      },
    }),
  });
  return token;
}

export type StoredSession = SessionDoc & { _id: Types.ObjectId };

export async function findSession(tokenHash: string): Promise<StoredSession | null> {
  const session = await SessionModel.findOne({ tokenHash }).lean<StoredSession>();
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session;
}

export async function destroySession(token: string): Promise<void> {
  await SessionModel.deleteOne({ tokenHash: hashToken(token) });
}

/**
 * Marks the browser as one the account signs in from: a fresh token each time, the one it
 * brought (if any) retired, so a copied cookie stops working at the owner's next sign-in.
 */
export async function trustDevice(
  email: string,
  previousToken: string | undefined,
  days: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await TrustedDevice.create({
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  if (previousToken) await TrustedDevice.deleteOne({ tokenHash: hashToken(previousToken) });
  return token;
}

/** The device's id when the token marks a browser the account has signed in from, else null. */
export async function trustedDeviceOf(
  token: string | undefined,
  email: string,
): Promise<string | null> {
  if (!token) return null;
  const device = await TrustedDevice.findOne({ tokenHash: hashToken(token), email }).lean();
  if (!device || device.expiresAt.getTime() <= Date.now()) return null;
  return device._id.toString();
}
