import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The decoder is WebAssembly: it holds its thread for the whole decode, and its memory grows to
 * the picture's size and never shrinks, so each photo is decoded in a thread of its own that
 * ends with it.
 */
const WORKER_FILE = path.join(__dirname, 'heic-worker.ts');

/** Pixels as sharp reads them raw: RGBA, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Beyond the 48 MP of the largest phone cameras: a bigger picture is refused before decoding. */
export const MAX_HEIC_PIXELS = 64_000_000;

/** A phone photo decodes in about a second; a file that takes far longer is given up. */
export const HEIC_DECODE_TIMEOUT_MS = 20_000;

interface DecodedMessage {
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

/** The primary image of a HEIC photo as RGBA; rejects when it cannot be decoded in time. */
export function decodeHeic(bytes: Uint8Array): Promise<RgbaImage> {
  const worker = new Worker(WORKER_FILE, {
    // The worker is TypeScript like the rest: tsx compiles it, as it does the API.
    execArgv: ['--require', 'tsx/cjs'],
    workerData: { bytes, maxPixels: MAX_HEIC_PIXELS },
  });
  let timer: NodeJS.Timeout | undefined;
  const decoded = new Promise<RgbaImage>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('Decoding the HEIC photo took too long')),
      HEIC_DECODE_TIMEOUT_MS,
    );
    worker.once('message', ({ width, height, pixels }: DecodedMessage) =>
      resolve({ width, height, data: Buffer.from(pixels) }),
    );
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('The HEIC decoder stopped without a picture')));
  });
  return decoded.finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
