import { errorMessageOf, TASK_LIMITS, type Attachment } from '@staydesk/contracts';

/** Duration, type and size of a recorded voice note, sent as metadata_{filename}. */
export interface AudioMetadata {
  duration: number;
  mimeType: string;
  size: number;
}

export interface UploadItem {
  file: File;
  audio?: AudioMetadata;
}

/** The multipart body of POST /api/tasks/messages; taskId 'new' while the task is created. */
export function uploadForm(taskId: string, items: readonly UploadItem[]): FormData {
  const form = new FormData();
  form.append('taskId', taskId);
  for (const { file, audio } of items) {
    form.append('file', file, file.name);
    if (audio) form.append(`metadata_${file.name}`, JSON.stringify(audio));
  }
  return form;
}

/** Whether `adding` more files keep a message or a task within its 10 attachments. */
export const fitsAttachmentLimit = (current: number, adding: number): boolean =>
  current + adding <= TASK_LIMITS.attachments;

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload files';

/** The server's message of a failed RTK Query call, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  return errorMessageOf(data, fallback);
}

export type UploadOutcome =
  | { kind: 'uploaded'; attachments: Attachment[] }
  | { kind: 'over-limit' }
  | { kind: 'failed'; message: string };

/** A file as the task's attachments list it: what the upload answers, or a file kept to send later. */
export function attachmentOfFile(
  file: File,
  {
    id,
    url,
    uploadedAt,
    transcription = null,
  }: {
    id: string;
    url: string;
    uploadedAt: string;
    transcription?: string | null;
  },
): Attachment {
  return {
    id,
    url,
    name: file.name,
    type: file.type,
    transcription,
    originalTranscription: transcription,
    metadata: {
      duration: null,
      mimeType: file.type,
      size: file.size,
      source: 'upload',
      caption: null,
      uploadedAt,
      thumbnail: null,
    },
  };
}
