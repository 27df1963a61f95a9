import type { Attachment } from '@staydesk/contracts';
import { FilePicker } from './FilePicker';
import type { UploadItem, UploadOutcome } from '@staydesk/design-system/attachments';
import { VoiceRecorderButton } from '@staydesk/design-system/attachments';

interface AttachmentControlsProps {
  /** Uploads files; see `useAttachmentUploads`. */
  add: (items: readonly UploadItem[]) => Promise<UploadOutcome>;
  /** An upload was refused or failed: the creation panel ignores it, the composer says so. */
  onProblem: (outcome: Exclude<UploadOutcome, { kind: 'uploaded' }>) => void;
  onUploaded?: (attachments: Attachment[]) => void;
  /** Refusals of the recorder: unsupported browser, microphone denied. */
  onRecorderProblem: (message: string) => void;
  disabled?: boolean;
}

/** Photos, files and a voice note: everything a task or a message can carry. */
export function AttachmentControls({
  add,
  onProblem,
  onUploaded,
  onRecorderProblem,
  disabled = false,
}: AttachmentControlsProps) {
  async function upload(items: readonly UploadItem[]): Promise<boolean> {
    const outcome = await add(items);
    if (outcome.kind !== 'uploaded') {
      onProblem(outcome);
      return false;
    }
    onUploaded?.(outcome.attachments);
    return true;
  }
  const pick = (files: File[]) => void upload(files.map((file) => ({ file })));
  return (
    <>
      <FilePicker label="Add photos" kind="photos" onPick={pick} disabled={disabled} />
      <FilePicker label="Add files" kind="files" onPick={pick} disabled={disabled} />
      <VoiceRecorderButton
        disabled={disabled}
        onRecorded={(recording) => upload([recording])}
        onUnsupported={onRecorderProblem}
      />
    </>
  );
}
