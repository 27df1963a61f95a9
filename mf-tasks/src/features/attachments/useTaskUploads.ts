import { uploadForm, useAttachmentUploads } from '@staydesk/design-system/attachments';
import { useUploadFilesMutation } from '../task-api';

/** A draft's files, stored for the task ('new' while the task is created: they wait for it). */
export function useTaskUploads(taskId: string) {
  const [upload] = useUploadFilesMutation();
  return useAttachmentUploads((items) =>
    upload({ taskId, form: uploadForm(taskId, items) }).unwrap(),
  );
}
