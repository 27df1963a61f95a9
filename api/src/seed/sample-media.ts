import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

// Real media files made on the spot, for demo data and tests: a photo, a voice note, a video.

/** A real PNG photo, small enough for any test. */
export const samplePhoto = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A WAV file: its 44-byte header and a second of silence. */
export function sampleWav(): Buffer {
  const data = Buffer.alloc(8000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A real MP4 (H.264, 64×48) of ffmpeg's test pattern, made by the ffmpeg the API uses. */
export async function sampleVideo(seconds = 1): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'staydesk-video-'));
  try {
    const output = path.join(directory, 'clip.mp4');
    await promisify(execFile)(ffmpeg.path, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc=size=64x48:rate=10', '-t', String(seconds)],
      ...['-pix_fmt', 'yuv420p', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
