import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { SIGNED_IN_ACCESS, type LiveEvent } from '@staydesk/contracts';
import { EVENT_STREAM, sessionRoute, type RouteDeclaration } from '../../http/route';
import type { AuthContext } from '../../middleware/auth';
import { missedEvents, type DeliveredEvent, type LiveEventHub } from '../../services/live-events';

const HEARTBEAT_MS = 25_000;

const eventsQuerySchema = z.object({
  /** For clients that reopen the stream themselves; browsers send the Last-Event-ID header. */
  lastEventId: z.string().max(64).optional(),
});

const isFor = (auth: AuthContext, { customerId, userId }: DeliveredEvent) =>
  customerId === auth.customerId && (userId === null || userId === auth.userId);

/**
 * One Server-Sent Events stream per browser tab, carrying only the caller's events. A client
 * that reconnects with the id of the last event it got first receives what it missed (within
 * the retention window), then the live events, none twice.
 */
export const eventRoutes = (hub: LiveEventHub): RouteDeclaration[] => [
  sessionRoute({
    id: 'events.stream',
    method: 'GET',
    path: '/api/events',
    summary:
      "Server-Sent Events: the caller's live events (tasks, notifications, command results); Last-Event-ID resumes",
    tag: 'events',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'none',
    query: eventsQuerySchema,
    response: { status: 200, description: 'An endless event stream', contentType: EVENT_STREAM },
    fuzzExcluded: 'an endless stream: the fuzzer would wait on it forever',
    async handle({ auth, query, ctx }) {
      const stream = new PassThrough();
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      ctx.status = 200;
      ctx.body = stream;
      stream.write('retry: 3000\n\n');

      const sent = new Set<string>();
      const send = (event: LiveEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        stream.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      // Live events that arrive while the missed ones are read wait, so the order holds.
      let held: LiveEvent[] | null = [];
      const unsubscribe = hub.onEvent((delivered) => {
        if (!isFor(auth, delivered)) return;
        if (held) held.push(delivered.event);
        else send(delivered.event);
      });
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      ctx.req.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        stream.end();
      });

      const lastEventId = ctx.get('last-event-id') || query.lastEventId;
      if (lastEventId) {
        for (const event of await missedEvents(auth, lastEventId)) send(event);
      }
      const waiting = held;
      held = null;
      waiting.forEach(send);
    },
  }),
];
