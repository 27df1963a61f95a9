import type { Types } from 'mongoose';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A code to program on a listing's lock, or to take off it. */
export interface LockCodeRequest {
  customerId: Types.ObjectId;
  listingId: Types.ObjectId;
  accessCodeId: Types.ObjectId;
  name: string;
  code: string;
  startsAt: string;
  endsAt: string;
}

/**
 * A lock service: it answers later than it is asked (a lock confirms over the air). Each
 * method settles once the lock has answered; rejecting means the lock refused or never answered.
 * A vendor's integration implements this and is set with useAccessCodeProvider.
 */
export interface AccessCodeProvider {
  program(request: LockCodeRequest): Promise<void>;
  remove(request: LockCodeRequest): Promise<void>;
}

/**
 * The built-in provider: the stored code is the lock's state, so there is nothing else to keep;
 * it answers on a later turn, as a lock service's callback would.
 */
export const builtInAccessCodeProvider: AccessCodeProvider = {
  program: () => nextTurn(),
  remove: () => nextTurn(),
};

let current: AccessCodeProvider = builtInAccessCodeProvider;

export const accessCodeProvider = (): AccessCodeProvider => current;

/** Swaps the provider (a vendor integration at start, a failing lock in tests); returns the previous one. */
export function useAccessCodeProvider(provider: AccessCodeProvider): AccessCodeProvider {
  const previous = current;
  current = provider;
  return previous;
}
