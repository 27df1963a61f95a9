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

/** Writes a domain event; every instance's hub picks it up from the change stream. */
export async function publish(input: PublishInput): Promise<void> {
  await LiveEventModel.create({
    customerId: input.customerId,
    userId: input.userId ?? null,
    topic: input.topic,
    type: input.type,
    payload: input.payload ?? {},
  });
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
 * on the events collection, so it works the same with one instance or many.
 */
export class LiveEventHub {
  private readonly emitter = new EventEmitter();
  private feed: ChangeFeed | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  start(): void {
    // Inserts carry the full document; nothing needs looking up. A dropped stream (failover,
    // restart) is reopened; a stream that reconnects asks for what it missed (missedEvents).
    this.feed = followChanges<{ operationType: string; fullDocument?: LiveEventDoc }>({
      open: () => LiveEventModel.collection.watch([], { maxAwaitTimeMS: 1_000 }),
      onChange: (change) => {
        if (change.operationType === 'insert' && change.fullDocument) {
          this.emitter.emit('event', toDelivered(change.fullDocument));
        }
      },
    });
  }

  onEvent(listener: (delivered: DeliveredEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async stop(): Promise<void> {
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
