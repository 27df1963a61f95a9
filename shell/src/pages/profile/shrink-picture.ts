import { PROFILE_IMAGE_UPLOAD_EDGE } from '@staydesk/contracts';

/**
 * The chosen photo shrunk in the browser to a JPEG of at most PROFILE_IMAGE_UPLOAD_EDGE px
 * (upright: the browser applies its EXIF orientation), base64 for the API. A phone's 4 MB
 * photo becomes about 100 KB before it leaves the device. Throws when the browser cannot
 * decode it.
 */
export async function shrinkPicture(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PROFILE_IMAGE_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the picture on');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/jpeg',
      0.85,
    ),
  );
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}
