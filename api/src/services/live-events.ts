import { EventEmitter } from 'node:events';
import mongoose, { isValidObjectId, type Types } from 'mongoose';
import type { EventTopic, LiveEvent } from '@staydesk/contracts';
import { LiveEventModel, type LiveEventDoc } from '../models/live-event';
import { followChanges, type ChangeFeed } from './change-feed';

export interface PublishInput {
  customerId: Types.ObjectId | string;
  userId?: Types.ObjectId | string | null;
  topic: EventTopic;
  type: string;
  payload?: unknown;
}

export interface DeliveredEvent {
  customerId: string;
  userId: string | null;
  event: LiveEvent;
}

/** How much older than its listener an event may be and still reach it (see onEvent). */
const EARLIER_EVENTS_ALLOWANCE_MS = 2_000;

/** Enough to cover a catch-up's overlap with the reopened stream. */
const RECENTLY_DELIVERED_LIMIT = 2_000;

/** Tells this process's hubs that an event was just written here, so they read it at once. */
const writtenHere = new EventEmitter();
writtenHere.setMaxListeners(0);

/**
 * Writes a domain event; every instance's hub picks it up from the change stream, this
 * instance's at once.
 */
export async function publish(input: PublishInput): Promise<void> {
  await LiveEventModel.create({
    customerId: input.customerId,
    userId: input.userId ?? null,
    topic: input.topic,
    type: input.type,
    payload: input.payload ?? {},
  });
  writtenHere.emit('written');
}

function toDelivered(doc: LiveEventDoc): DeliveredEvent {
  return {
    customerId: doc.customerId.toString(),
    userId: doc.userId ? doc.userId.toString() : null,
    event: {
      id: doc._id.toString(),
      topic: doc.topic as EventTopic,
      type: doc.type,
      payload: doc.payload,
      createdAt: doc.createdAt.toISOString(),
    },
  };
}

/**
 * Fans events out to the open streams of this instance. The source is a MongoDB change stream
 * on the events collection, so it works the same with one instance or many. While no stream
 * is open here, nobody waits on the feed and it does not read (see change-feed.ts); the first
 * stream to open and every event written here wake it.
 */
export class LiveEventHub {
  private readonly emitter = new EventEmitter();
  private feed: ChangeFeed | null = null;
  private readonly wake = () => this.feed?.wake();
  /** The newest event delivered, where a catch-up after an outage starts. */
  private lastDelivered: Types.ObjectId | null = null;
  /** Ids recently delivered: a catch-up and the reopened stream may both carry an event. */
  private readonly recentlyDelivered = new Set<string>();
  /** When the feed went down, if it is down: a catch-up with nothing delivered starts there. */
  private downSince: number | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  start(): void {
    // Inserts carry the full document; nothing needs looking up. A dropped stream (failover,
    // restart) is reopened; a stream that reconnects asks for what it missed (missedEvents).
    this.feed = followChanges<{ operationType: string; fullDocument?: LiveEventDoc }>({
      collection: LiveEventModel.collection,
      busy: () => this.emitter.listenerCount('event') > 0,
      onChange: (change) => {
        if (change.operationType === 'insert' && change.fullDocument) {
          this.deliver(change.fullDocument);
        }
      },
      onDown: () => {
        this.downSince ??= Date.now();
      },
      onListening: () => {
        if (this.downSince !== null) void this.catchUp(this.downSince);
        this.downSince = null;
      },
    });
    writtenHere.on('written', this.wake);
  }

  /**
   * Events from now on. The first stream to open after a quiet spell wakes the feed, whose
   * catch-up read may bring events from before the stream opened: those (older than a small
   * allowance for the trip and for clocks) are not this listener's, as a browser reconnecting
   * with Last-Event-ID already had them or gets them from missedEvents.
   */
  onEvent(listener: (delivered: DeliveredEvent) => void): () => void {
    const since = Date.now() - EARLIER_EVENTS_ALLOWANCE_MS;
    const fromNowOn = (delivered: DeliveredEvent) => {
      if (Date.parse(delivered.event.createdAt) >= since) listener(delivered);
    };
    if (this.emitter.listenerCount('event') === 0) this.wake();
    this.emitter.on('event', fromNowOn);
    return () => this.emitter.off('event', fromNowOn);
  }

  private deliver(doc: LiveEventDoc): void {
    const id = doc._id.toString();
    if (this.recentlyDelivered.has(id)) return;
    this.recentlyDelivered.add(id);
    // A Set iterates in insertion order: the first is the oldest.
    if (this.recentlyDelivered.size > RECENTLY_DELIVERED_LIMIT)
      this.recentlyDelivered.delete(this.recentlyDelivered.values().next().value!);
    if (!this.lastDelivered || id > this.lastDelivered.toHexString()) this.lastDelivered = doc._id;
    this.emitter.emit('event', toDelivered(doc));
  }

  /**
   * The reopened stream sees only what is written from now on; the streams that stayed open
   * through the outage are sent what was written while the feed was down, once.
   */
  private async catchUp(downSince: number): Promise<void> {
    const filter = this.lastDelivered
      ? { _id: { $gt: this.lastDelivered } }
      : { createdAt: { $gte: new Date(downSince - EARLIER_EVENTS_ALLOWANCE_MS) } };
    const missed = await LiveEventModel.find(filter)
      .sort({ _id: 1 })
      .limit(MISSED_EVENTS_LIMIT)
      .lean<LiveEventDoc[]>()
      .catch(() => []);
    for (const doc of missed) this.deliver(doc);
  }

  async stop(): Promise<void> {
    writtenHere.off('written', this.wake);
    await this.feed?.stop();
    this.feed = null;
  }
}

/** How many missed events a reconnecting stream is sent at most. */
export const MISSED_EVENTS_LIMIT = 500;

/**
 * The caller's events published after the given one, oldest first, within the retention window
 * (the collection's TTL). An id that is not an event's yields nothing.
 */
export async function missedEvents(
  auth: { customerObjectId: Types.ObjectId; userId: string },
  lastEventId: string,
): Promise<LiveEvent[]> {
  if (!isValidObjectId(lastEventId)) return [];
  const docs = await LiveEventModel.find({
    _id: { $gt: new mongoose.Types.ObjectId(lastEventId) },
    customerId: auth.customerObjectId,
    userId: { $in: [null, new mongoose.Types.ObjectId(auth.userId)] },
  })
    .sort({ _id: 1 })
    .limit(MISSED_EVENTS_LIMIT)
    .lean<LiveEventDoc[]>();
  return docs.map((doc) => toDelivered(doc).event);
}
