// Files and voice notes attached to a task, a message or an issue report: the upload's form and
// limit, the drafts' uploads and their previews, and the voice recorder. An entry of its own: only the surfaces
// that attach files load it.
export {
  failureMessage,
  fitsAttachmentLimit,
  UPLOAD_FAILED_MESSAGE,
  uploadForm,
} from './upload-files';
export type { AudioMetadata, UploadItem, UploadOutcome } from './upload-files';
export { attachmentOfFile } from './upload-files';
export { useAttachmentUploads } from './useAttachmentUploads';
export type { StoreFiles } from './useAttachmentUploads';
export { canRecordAudio, RECORDING_UNSUPPORTED, useVoiceRecorder } from './useVoiceRecorder';
export type { RecorderState, VoiceRecording } from './useVoiceRecorder';
export { VoiceRecorderButton } from './VoiceRecorderButton';
export { elapsedLabel } from './elapsed';
export { fileButtonStyle, hiddenFileInput } from './file-button';
export { AttachmentPreviews } from './AttachmentPreviews';
export { attachmentKind, browserCanShow } from './attachment-kind';
export type { AttachmentKind } from './attachment-kind';
export { tileGridStyle } from './tile-grid';
