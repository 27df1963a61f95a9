import { Stream } from 'node:stream';
import compressible from 'compressible';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Below about a packet, compressing saves no round trip and costs CPU on both ends. */
const THRESHOLD_BYTES = 1024;

const finished = async () => undefined;

const isJsonBody = (body: unknown): body is object =>
  typeof body === 'object' &&
  body !== null &&
  !(body instanceof Uint8Array) && // Buffers included
  !(body instanceof Stream);

/**
 * Compresses answers above the threshold (JSON lists, the API reference) in the encoding the
 * client prefers, on the fly: brotli at quality 4 (the library's choice, about gzip's speed).
 * The event stream never: a compressor holds events back until its buffer fills, and a live
 * event must leave at once.
 *
 * A JSON body is serialised once: routes hand over their answers serialised (http/router.ts),
 * and an error's body is serialised here, because the compressor measures a body against the
 * threshold and Koa writes it, and each would otherwise serialise an object of its own.
 */
export function responseCompression(): Middleware {
  const compressor = compress({
    threshold: THRESHOLD_BYTES,
    filter: (type) => type !== 'text/event-stream' && compressible(type) === true,
  });
  return async (ctx, next) => {
    await next();
    // The content type stays JSON: Koa keeps the type a body already set.
    if (isJsonBody(ctx.body)) ctx.body = JSON.stringify(ctx.body);
    // Most answers are a few hundred bytes: they skip the compressor (and its Vary) outright.
    const { length } = ctx.response;
    if (length === undefined || length >= THRESHOLD_BYTES) await compressor(ctx, finished);
  };
}
