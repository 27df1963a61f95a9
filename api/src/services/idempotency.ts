import { createHash } from 'node:crypto';
import { HttpError } from '../errors';
import { IdempotencyKey, type IdempotencyKeyDoc } from '../models/idempotency-key';
import { isDuplicateKey } from './duplicate-key';

export interface Answer {
  status: number;
  body: unknown;
}

/** A run that has not finished after this long is taken to have died with its process. */
export const RUNNING_LEASE_MS = 30_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Claims the key for this run: true when it is ours to run, else the stored document. */
async function claim(id: string, fingerprint: string): Promise<IdempotencyKeyDoc | null> {
  const startedAt = new Date();
  try {
    await IdempotencyKey.create({ _id: id, fingerprint, state: 'running', startedAt });
    return null;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  // A run whose lease ran out (its process died) may be taken over, once.
  const taken = await IdempotencyKey.findOneAndUpdate(
    { _id: id, state: 'running', startedAt: { $lt: new Date(Date.now() - RUNNING_LEASE_MS) } },
    { $set: { startedAt, fingerprint } },
  ).lean<IdempotencyKeyDoc>();
  if (taken) return null;
  const stored = await IdempotencyKey.findById(id).lean<IdempotencyKeyDoc>();
  if (!stored) return claim(id, fingerprint);
  return stored;
}

/**
 * Runs a request once per (user, route, key). A retry gets the first run's answer, refusals
 * included; a retry while the first still runs gets 409; the same key with another body gets
 * 422. A fault of ours (5xx) releases the key so that a retry runs again.
 */
export async function runOnce(
  scope: { userId: string; routeId: string; key: string; request: unknown },
  run: () => Promise<Answer>,
): Promise<Answer> {
  const id = sha256(`${scope.userId}|${scope.routeId}|${scope.key}`);
  const fingerprint = sha256(JSON.stringify(scope.request ?? null));
  const stored = await claim(id, fingerprint);
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw new HttpError(
        422,
        'validation_failed',
        'This Idempotency-Key was used for a different request',
      );
    }
    if (stored.state === 'running') {
      throw new HttpError(409, 'conflict', 'The same request is still running; retry shortly');
    }
    return { status: stored.status ?? 200, body: stored.body };
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const body = { error: { code: error.code, message: error.message } };
      await IdempotencyKey.updateOne(
        { _id: id },
        { $set: { state: 'done', status: error.status, body } },
      );
    } else {
      await IdempotencyKey.deleteOne({ _id: id }).catch(() => undefined);
    }
    throw error;
  }
  await IdempotencyKey.updateOne(
    { _id: id },
    { $set: { state: 'done', status: answer.status, body: answer.body } },
  );
  return answer;
}
