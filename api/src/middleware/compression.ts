import compressible from 'compressible';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Below about a packet, compressing saves no round trip and costs CPU on both ends. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above the threshold (JSON lists, the API reference) in the encoding the
 * client prefers, on the fly: brotli at quality 4 (the library's choice, about gzip's speed).
 * The event stream never: a compressor holds events back until its buffer fills, and a live
 * event must leave at once.
 */
export const responseCompression = (): Middleware =>
  compress({
    threshold: THRESHOLD_BYTES,
    filter: (type) => type !== 'text/event-stream' && compressible(type) === true,
  });
