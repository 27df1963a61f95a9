import type { RequestCheck } from './request-checks';
import mongoose from 'mongoose';
import { HttpError } from '../errors';

export const databaseUnavailable = () =>
  new HttpError(503, 'unavailable', 'The database is unavailable; try again in a few seconds');

/** Whether the driver currently reaches the database (it rechecks every 2 s, see db.ts). */
export const databaseIsUp = () =>
  mongoose.connection.readyState === mongoose.ConnectionStates.connected;

/**
 * While the database is down, requests that need it are answered 503 at once instead of
 * waiting for the driver to give up; service resumes by itself as soon as it reconnects.
 */
export function databaseGate(
  needsDatabase: (method: string, path: string) => boolean,
): RequestCheck {
  return (ctx) => {
    if (!databaseIsUp() && needsDatabase(ctx.method, ctx.path)) throw databaseUnavailable();
  };
}

const DRIVER_OUTAGES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
]);

/** A driver error that means the database could not be reached (not a bad query of ours). */
export function isDatabaseOutage(error: unknown): boolean {
  return error instanceof Error && DRIVER_OUTAGES.has(error.name);
}
