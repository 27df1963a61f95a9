import type { Attachment } from '@staydesk/contracts';
import { useRef, useState } from 'react';
import { useUploadFilesMutation } from '../task-api';
import {
  failureMessage,
  fitsAttachmentLimit,
  UPLOAD_FAILED_MESSAGE,
  uploadForm,
  type UploadItem,
  type UploadOutcome,
} from './upload-files';

/**
 * The files attached to a draft (a new task, or a message): uploaded as soon as they are
 * picked, at most 10 counting those still on their way.
 */
export function useAttachmentUploads(taskId: string) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  // Counted synchronously, so two quick picks cannot both slip under the limit.
  const claimed = useRef(0);
  const [upload] = useUploadFilesMutation();

  async function add(items: readonly UploadItem[]): Promise<UploadOutcome> {
    if (items.length === 0) return { kind: 'uploaded', attachments: [] };
    if (!fitsAttachmentLimit(claimed.current, items.length)) return { kind: 'over-limit' };
    claimed.current += items.length;
    setUploading((count) => count + items.length);
    try {
      const stored = await upload({ taskId, form: uploadForm(taskId, items) }).unwrap();
      claimed.current += stored.length - items.length;
      setAttachments((current) => [...current, ...stored]);
      return { kind: 'uploaded', attachments: stored };
    } catch (error) {
      claimed.current -= items.length;
      return { kind: 'failed', message: failureMessage(error, UPLOAD_FAILED_MESSAGE) };
    } finally {
      setUploading((count) => count - items.length);
    }
  }

  function remove(attachmentId: string) {
    claimed.current -= 1;
    setAttachments((current) => current.filter((attachment) => attachment.id !== attachmentId));
  }

  function clear() {
    claimed.current = 0;
    setAttachments([]);
  }

  return { attachments, uploading: uploading > 0, add, remove, clear };
}
