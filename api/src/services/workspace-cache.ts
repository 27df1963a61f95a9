import type { Context } from 'koa';
import type { Collection } from 'mongodb';
import type { Types } from 'mongoose';
import {
  CACHE_TOKEN_HEADER,
  CLIENT_IDENTIFICATION_HEADERS,
  WORKSPACE_CACHES,
  type CacheStatusRequest,
  type CacheStatusResponse,
  type CacheTokens,
  type WorkspaceCacheName,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { CacheClient } from '../models/cache-token';
import { Listing, ListingGroup } from '../models/listing';
import { Reservation } from '../models/reservation';
import { User } from '../models/user';
import { UserGroup } from '../models/user-group';

interface Fingerprint {
  count: number;
  latest: Date | null;
}

/** How many of a customer's documents there are and when the newest change among them was. */
async function fingerprintOf(collection: Collection, match: object): Promise<string> {
  const [found] = await collection
    .aggregate<Fingerprint>([
      { $match: match },
      { $group: { _id: null, count: { $sum: 1 }, latest: { $max: '$updatedAt' } } },
    ])
    .toArray();
  return `${found?.count ?? 0}.${found?.latest?.getTime() ?? 0}`;
}

/**
 * The data behind each cached item, as fingerprints: any write through the models moves
 * `updatedAt`, and any insert or delete moves the count, so a token changes with its data
 * whoever wrote it, on whichever API instance, without a write path having to remember to.
 */
const SOURCES: Record<WorkspaceCacheName, (customerId: Types.ObjectId) => Promise<string>[]> = {
  customer: (customerId) => [
    fingerprintOf(User.collection, { 'memberships.customerId': customerId }),
    fingerprintOf(UserGroup.collection, { customerId }),
  ],
  listings: (customerId) => [
    fingerprintOf(Listing.collection, { customerId }),
    fingerprintOf(ListingGroup.collection, { customerId }),
  ],
  calendar: (customerId) => [fingerprintOf(Reservation.collection, { customerId })],
};

const currentCacheToken = async (customerId: Types.ObjectId, name: WorkspaceCacheName) =>
  (await Promise.all(SOURCES[name](customerId))).join('-');

export async function currentCacheTokens(customerId: Types.ObjectId): Promise<CacheTokens> {
  const tokens = await Promise.all(
    WORKSPACE_CACHES.map((name) => currentCacheToken(customerId, name)),
  );
  return Object.fromEntries(WORKSPACE_CACHES.map((name, i) => [name, tokens[i]])) as CacheTokens;
}

/** The client URI-encodes its values: a header carries Latin-1 only, a user's name need not. */
function decodedHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function identificationOf(ctx: Context): Record<string, string> {
  const headers: Record<string, string> = { userAgent: ctx.get('user-agent') };
  for (const [field, header] of Object.entries(CLIENT_IDENTIFICATION_HEADERS)) {
    const value = ctx.get(header);
    if (value) headers[field] = decodedHeader(value).slice(0, 200);
  }
  return headers;
}

/** Compares the client's tokens with the data's and records what the client acknowledged. */
export async function cacheStatus(
  auth: AuthContext,
  request: CacheStatusRequest,
  ctx: Context,
): Promise<CacheStatusResponse> {
  const tokens = await currentCacheTokens(auth.customerObjectId);
  const changes = WORKSPACE_CACHES.filter((name) => request.tokens[name] !== tokens[name]);
  const clientId = decodedHeader(ctx.get(CLIENT_IDENTIFICATION_HEADERS.clientId)).slice(0, 100);
  if (clientId) {
    const acknowledged = Object.fromEntries(
      request.acknowledgments.map(({ cache, token }) => [`acknowledged.${cache}`, token]),
    );
    await CacheClient.updateOne(
      { customerId: auth.customerObjectId, userId: auth.user._id, clientId },
      { $set: { ...acknowledged, identification: identificationOf(ctx), seenAt: new Date() } },
      { upsert: true },
    );
  }
  return { tokens, changes };
}

/**
 * Answers a cached item with its token (`CACHE_TOKEN_HEADER`), taken before the data is read:
 * the browser keeps the two together without asking for the status first.
 */
export async function withCacheToken<T>(
  auth: AuthContext,
  ctx: Context,
  name: WorkspaceCacheName,
  read: () => Promise<T>,
): Promise<T> {
  ctx.set(CACHE_TOKEN_HEADER, await currentCacheToken(auth.customerObjectId, name));
  return read();
}
