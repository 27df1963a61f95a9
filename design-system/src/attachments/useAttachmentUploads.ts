import { TASK_LIMITS, type Attachment } from '@staydesk/contracts';
import { useRef, useState } from 'react';
import {
  failureMessage,
  fitsAttachmentLimit,
  UPLOAD_FAILED_MESSAGE,
  type UploadItem,
  type UploadOutcome,
} from './upload-files';

/** Stores files for a task (POST /api/tasks/messages as multipart) and answers what it stored. */
export type StoreFiles = (items: readonly UploadItem[]) => Promise<Attachment[]>;

/**
 * The files attached to a draft (a new task, a message, an issue report): uploaded as soon as
 * they are picked, at most 10 counting those still on their way.
 */
export function useAttachmentUploads(store: StoreFiles) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  // Counted synchronously, so two quick picks cannot both slip under the limit.
  const claimed = useRef(0);

  async function add(items: readonly UploadItem[]): Promise<UploadOutcome> {
    if (items.length === 0) return { kind: 'uploaded', attachments: [] };
    if (!fitsAttachmentLimit(claimed.current, items.length)) return { kind: 'over-limit' };
    claimed.current += items.length;
    setUploading((count) => count + items.length);
    try {
      const stored = await store(items);
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

  /** How many more files fit, those still on their way counted. */
  function roomLeft(): number {
    return Math.max(0, TASK_LIMITS.attachments - claimed.current);
  }

  function clear() {
    claimed.current = 0;
    setAttachments([]);
  }

  return { attachments, uploading: uploading > 0, add, remove, roomLeft, clear };
}
