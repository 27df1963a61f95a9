import type { Attachment } from '@staydesk/contracts';

export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

export function attachmentKind(attachment: Pick<Attachment, 'type'>): AttachmentKind {
  const [family] = attachment.type.split('/');
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'file';
}
