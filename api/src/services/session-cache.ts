import type { ChangeStream } from 'mongodb';
import type { AuthContext } from '../middleware/auth';
import { SessionModel } from '../models/session';
import { User } from '../models/user';

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
const REOPEN_MS = 1_000;

/**
 * Resolved sessions kept in process so a signed-in request costs no database round trip.
 * Whatever ends or changes a session elsewhere reaches every API process through change
 * streams on the sessions and users collections: a deleted or changed session drops its entry,
 * a changed user drops that user's entries. While a stream is down nothing is cached at all,
 * and entries live a minute at most, so a missed change cannot outlive that.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly streams = new Map<string, ChangeStream>();
  private stopped = true;

  constructor(private readonly now: () => number = Date.now) {}

  get(tokenHash: string): AuthContext | null {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.byToken.delete(tokenHash);
      return null;
    }
    return entry.auth;
  }

  set(tokenHash: string, sessionId: string, auth: AuthContext, expiresAt: Date): void {
    if (!this.isWatching()) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.clear();
    const until = Math.min(expiresAt.getTime(), this.now() + TTL_MS);
    this.byToken.set(tokenHash, { auth, sessionId, until });
  }

  dropToken(tokenHash: string): void {
    this.byToken.delete(tokenHash);
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
    return !this.stopped && this.streams.size === 2;
  }

  start(): void {
    this.stopped = false;
    this.watch(
      'sessions',
      () => SessionModel.watch([]),
      (id) => this.dropSession(id),
    );
    this.watch(
      'users',
      () => User.watch([]),
      (id) => this.dropUser(id),
    );
  }

  private watch(name: string, open: () => unknown, drop: (id: string) => void): void {
    if (this.stopped) return;
    const stream = open() as ChangeStream;
    stream.on('change', (change: ChangeEvent) => {
      if (change.operationType === 'insert') return;
      const id = change.documentKey?._id;
      // Some MongoDB-compatible servers report updates without the document's id: forget all.
      if (id && typeof id === 'object' && 'toHexString' in id) drop(String(id));
      else this.clear();
    });
    stream.on('error', () => {
      this.streams.delete(name);
      this.clear();
      void stream.close().catch(() => undefined);
      if (!this.stopped) setTimeout(() => this.watch(name, open, drop), REOPEN_MS).unref();
    });
    this.streams.set(name, stream);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clear();
    const streams = [...this.streams.values()];
    this.streams.clear();
    await Promise.all(streams.map((stream) => stream.close().catch(() => undefined)));
  }
}
