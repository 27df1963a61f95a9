import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_UPLOAD_TYPES } from '@staydesk/contracts';

/** Enough of a file's start for every signature of the allowed types. */
export const SNIFF_BYTES = 4100;

const allowed = (type: string): boolean =>
  (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * The file's type from its first bytes, or null when the content is none of the allowed types
 * whatever its name or declared type say. A container holds audio or video alike (a voice note
 * recorded as WebM reads as video/webm): there the declared audio/… or video/… twin of the same
 * container is believed, and only there.
 */
export async function sniffUploadType(head: Uint8Array, declared: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  const sniffed = detected.mime.split(';')[0]!.trim();
  if (!allowed(sniffed)) return null;
  const [sniffedKind, container] = sniffed.split('/');
  const [declaredKind, declaredContainer] = declared.toLowerCase().split(';')[0]!.trim().split('/');
  const isTwin =
    container === declaredContainer &&
    [sniffedKind, declaredKind].every((kind) => kind === 'audio' || kind === 'video');
  return isTwin && allowed(`${declaredKind}/${container}`)
    ? `${declaredKind}/${container}`
    : sniffed;
}
