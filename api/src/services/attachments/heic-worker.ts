import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
}

/** Decodes the primary image of one HEIC photo to RGBA and hands the pixels back. */
async function decodePrimary({ bytes, maxPixels }: HeicJob): Promise<void> {
  const images = await decode.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('The file holds no picture');
    if (primary.width * primary.height > maxPixels) {
      throw new Error('The photo has more pixels than a thumbnail is made from');
    }
    const { width, height, data } = await primary.decode();
    const pixels = data.buffer as ArrayBuffer;
    parentPort?.postMessage({ width, height, pixels }, [pixels]);
  } finally {
    images.dispose();
  }
}

// A failure ends the thread with an error, which the waiting side receives.
void decodePrimary(workerData as HeicJob);
