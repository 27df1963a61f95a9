import type { Attachment } from '@staydesk/contracts';
import { runInThisContext } from 'node:vm';
import { attachmentOfFile } from '../attachments/upload-files';

/**
 * jsdom's FormData and File cannot be streamed into the request body by Node's fetch: uploads
 * under test are built from Node's own, as a browser's would be from its own.
 */
export function useNodeFormData(): void {
  const node = runInThisContext('globalThis') as typeof globalThis;
  Object.assign(globalThis, { FormData: node.FormData, File: node.File, Blob: node.Blob });
}

let stored = 0;

/** What POST /api/tasks/messages answers for a file it stored. */
export function storedAttachment(file: File, transcription: string | null = null): Attachment {
  stored += 1;
  const id = `file-${stored}`;
  return attachmentOfFile(file, {
    id,
    url: `/api/tasks/attachments/${id}`,
    uploadedAt: '2026-11-23T10:00:00.000Z',
    transcription,
  });
}

/** The files of a multipart upload request. */
export async function uploadedFiles(request: Request): Promise<File[]> {
  const form = await request.formData();
  return form.getAll('file').filter((entry): entry is File => entry instanceof File);
}

export const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
