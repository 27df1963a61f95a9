import type { Attachment, ReportIssueInput } from '@staydesk/contracts';

/** The report's photos, voice recordings and videos, from the files uploaded to the task. */
export function evidenceOf(
  attachments: readonly Attachment[],
): Pick<ReportIssueInput, 'photos' | 'voiceRecordings' | 'videos'> {
  const family = (attachment: Attachment) => attachment.type.split('/')[0];
  return {
    photos: attachments
      .filter((attachment) => family(attachment) === 'image')
      .map((attachment) => ({ url: attachment.url, caption: attachment.metadata.caption })),
    voiceRecordings: attachments
      .filter((attachment) => family(attachment) === 'audio')
      .map((attachment) => ({
        url: attachment.url,
        transcription: attachment.transcription,
        duration: attachment.metadata.duration,
      })),
    videos: attachments
      .filter((attachment) => family(attachment) === 'video')
      .map((attachment) => ({
        url: attachment.url,
        thumbnail: attachment.metadata.thumbnail,
        caption: attachment.metadata.caption,
        duration: attachment.metadata.duration,
      })),
  };
}

/** '{n} file(s) attached (max 10)'. */
export const attachedCount = (count: number, max: number): string =>
  `${count} file(s) attached (max ${max})`;
