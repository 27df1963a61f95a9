import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A damaged or hostile video gets this long, all tries together, before ffmpeg is killed. */
export const POSTER_TIMEOUT_MS = 10_000;

/** A phone video's first frame is often black or blurred; a clip under a second gives it anyway. */
const POSTER_SEEKS = ['1', '0'];

const run = promisify(execFile);

let bundled: Promise<string | null> | undefined;

/** The ffmpeg of this platform's npm package, or null where the package has none. */
function bundledFfmpeg(): Promise<string | null> {
  bundled ??= import('@ffmpeg-installer/ffmpeg').then(
    (installer) => installer.default.path,
    () => null,
  );
  return bundled;
}

const frameArguments = (input: string, seek: string, size: number) => [
  ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
  ...['-ss', seek, '-i', input],
  ...['-frames:v', '1', '-an'],
  ...['-vf', `scale=w='min(${size},iw)':h='min(${size},ih)':force_original_aspect_ratio=decrease`],
  ...['-f', 'image2pipe', '-vcodec', 'mjpeg', '-q:v', '5', 'pipe:1'],
];

/**
 * One frame of the video as a JPEG within `size` px, or null when there is no ffmpeg or it
 * cannot read the video in time. The video goes through a temporary file, not a pipe: a phone's
 * MP4 often keeps its index at the end, which ffmpeg can only reach by seeking.
 */
export async function posterFrame(
  video: Buffer,
  size: number,
  ffmpeg?: string,
): Promise<Buffer | null> {
  const binary = ffmpeg ?? (await bundledFfmpeg());
  if (!binary) return null;
  const directory = await mkdtemp(path.join(tmpdir(), 'staydesk-poster-'));
  try {
    const input = path.join(directory, 'video');
    await writeFile(input, video);
    const signal = AbortSignal.timeout(POSTER_TIMEOUT_MS);
    for (const seek of POSTER_SEEKS) {
      const { stdout } = await run(binary, frameArguments(input, seek, size), {
        encoding: 'buffer',
        signal,
        killSignal: 'SIGKILL',
        maxBuffer: 4 * 1024 * 1024,
      });
      if (stdout.length > 0) return stdout;
    }
    return null;
  } catch {
    return null;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
