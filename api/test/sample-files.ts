import sharp from 'sharp';

/** A real PNG photo, small enough for any test. */
export const samplePhoto = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Plain text: no allowed type's signature, whatever it is called. */
export const sampleText = (): Buffer => Buffer.from('not a photo at all\n'.repeat(40));
