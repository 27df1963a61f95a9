import { readFile } from 'node:fs/promises';
import path from 'node:path';

export { samplePhoto, sampleVideo, sampleWav } from '../src/seed/sample-media';

/** Plain text: no allowed type's signature, whatever it is called. */
export const sampleText = (): Buffer => Buffer.from('not a photo at all\n'.repeat(40));

/**
 * A real HEIC photo (HEVC-coded, brand 'heic', made by libheif with x265), 120×80: red on the
 * left half, blue on the right.
 */
export const sampleHeic = (): Promise<Buffer> =>
  readFile(path.join(__dirname, 'fixtures', 'photo.heic'));
