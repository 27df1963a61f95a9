import type { Collection } from 'mongodb';
import type { AuthContext } from '../middleware/auth-context';
import { SessionModel } from '../models/session';
import { User } from '../models/user';
import { followChanges, type ChangeFeed } from './change-feed';

interface Entry {
  auth: AuthContext;
  sessionId: string;
  /** The earlier of the session's own expiry and the entry's time to live. */
  until: number;
}

interface ChangeEvent {
  operationType: string;
  documentKey?: { _id?: unknown };
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
/** An entry is served only while the change streams have been read this recently. */
const CAUGHT_UP_MS = 1_000;
/** After a lookup, the change streams keep their short pace this long (change-feed.ts). */
export const BUSY_AFTER_LOOKUP_MS = 3_000;

/**
 * Resolved sessions kept in process so a signed-in request costs no database round trip.
 * Whatever ends or changes a session elsewhere reaches every API process through change
 * streams on the sessions and users collections: a deleted or changed session drops its entry,
 * a changed user drops that user's entries. While a stream is down nothing is cached at all,
 * and entries live a minute at most, so a missed change cannot outlive that. An entry is
 * served only while both streams have been read within the last second: after a quiet spell
 * (the streams then do not read) the first lookup goes to the database and wakes them.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly feeds: ChangeFeed[] = [];
  /** The collections whose change stream is established. */
  private readonly listening = new Set<string>();
  private stopped = true;
  private lastLookupAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = Date.now) {}

  /** The caller behind a session token (the cookie's value, never stored anywhere else). */
  get(token: string): AuthContext | null {
    const now = this.now();
    this.lastLookupAt = now;
    const entry = this.byToken.get(token);
    if (!entry) return null;
    if (entry.until <= now) {
      this.byToken.delete(token);
      return null;
    }
    if (!this.caughtUpSince(Date.now() - CAUGHT_UP_MS)) {
      for (const feed of this.feeds) feed.wake();
      return null;
    }
    return entry.auth;
  }

  private caughtUpSince(time: number): boolean {
    return this.feeds.every((feed) => feed.caughtUpTo() >= time);
  }

  set(token: string, sessionId: string, auth: AuthContext, expiresAt: Date): void {
    if (!this.isWatching()) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.clear();
    const until = Math.min(expiresAt.getTime(), this.now() + TTL_MS);
    this.byToken.set(token, { auth, sessionId, until });
  }

  dropToken(token: string): void {
    this.byToken.delete(token);
  }

  dropUser(userId: string): void {
    for (const [token, entry] of this.byToken) {
      if (entry.auth.userId === userId) this.byToken.delete(token);
    }
  }

  private dropSession(sessionId: string): void {
    for (const [token, entry] of this.byToken) {
      if (entry.sessionId === sessionId) this.byToken.delete(token);
    }
  }

  clear(): void {
    this.byToken.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  private isWatching(): boolean {
    return !this.stopped && this.listening.size === 2;
  }

  start(): void {
    this.stopped = false;
    this.follow('sessions', SessionModel.collection, (id) => this.dropSession(id));
    this.follow('users', User.collection, (id) => this.dropUser(id));
  }

  private follow(name: string, collection: Collection, drop: (id: string) => void): void {
    const feed = followChanges<ChangeEvent>({
      collection,
      busy: () => this.now() - this.lastLookupAt < BUSY_AFTER_LOOKUP_MS,
      onListening: () => this.listening.add(name),
      onDown: () => {
        this.listening.delete(name);
        this.clear();
      },
      onChange: (change) => {
        if (change.operationType === 'insert') return;
        const id = change.documentKey?._id;
        // Some MongoDB-compatible servers report updates without the document's id: forget all.
        if (id && typeof id === 'object' && 'toHexString' in id) drop(String(id));
        else this.clear();
      },
    });
    this.feeds.push(feed);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clear();
    this.listening.clear();
    const feeds = this.feeds.splice(0);
    await Promise.all(feeds.map((feed) => feed.stop()));
  }
}
