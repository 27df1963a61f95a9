import type { Attachment } from '@staydesk/contracts';

export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

export function attachmentKind(attachment: Pick<Attachment, 'type'>): AttachmentKind {
  const [family] = attachment.type.split('/');
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'file';
}

/** Photo types every browser draws; a HEIC (only Safari draws it) shows as its JPEG thumbnail. */
const BROWSER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const browserCanShow = (attachment: Pick<Attachment, 'type'>): boolean =>
  BROWSER_IMAGE_TYPES.includes(attachment.type);
