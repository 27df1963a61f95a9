import type { Attachment } from '@staydesk/contracts';
import type { TaskFile } from './storage';

export const attachmentUrl = (id: string) => `/api/tasks/attachments/${id}`;

export function presentAttachment(file: TaskFile): Attachment {
  const id = file._id.toString();
  const { metadata } = file;
  return {
    id,
    url: attachmentUrl(id),
    name: file.filename,
    type: metadata.mimeType,
    transcription: metadata.transcription,
    originalTranscription: metadata.transcription,
    metadata: {
      duration: metadata.duration,
      mimeType: metadata.mimeType,
      size: file.length,
      source: 'upload',
      caption: metadata.caption,
      uploadedAt: file.uploadDate.toISOString(),
      thumbnail: metadata.thumbnailId ? `${attachmentUrl(id)}/thumbnail` : null,
    },
  };
}
