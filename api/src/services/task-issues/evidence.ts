import type { ReportIssue } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { badRequest } from '../../errors';
import { attachmentUrl } from '../attachments/present';
import { objectIdOrNull, taskFilesCollection, type TaskFile } from '../attachments/storage';

const ATTACHMENT_URL = /\/api\/tasks\/attachments\/([0-9a-f]{24})$/;

type Evidence = Pick<ReportIssue, 'photos' | 'voiceRecordings' | 'videos'>;

/**
 * The report's evidence as the issue keeps it: every URL must name a file uploaded to this task
 * (POST /api/tasks/messages), else the report is refused and nothing changes. What the upload
 * derived (a voice note's transcription and length, a video's poster frame) fills what the
 * report left out.
 */
export async function checkedEvidence(
  customerId: Types.ObjectId,
  taskId: Types.ObjectId,
  evidence: Evidence,
): Promise<Evidence> {
  const all = [...evidence.photos, ...evidence.voiceRecordings, ...evidence.videos];
  const ids = all.map((file) => objectIdOrNull(ATTACHMENT_URL.exec(file.url)?.[1] ?? ''));
  const files = ids.every(Boolean)
    ? ((await taskFilesCollection()
        .find({
          _id: { $in: ids as Types.ObjectId[] },
          'metadata.customerId': customerId,
          'metadata.taskId': taskId,
          'metadata.source': 'upload',
        })
        .toArray()) as TaskFile[])
    : [];
  const byUrl = new Map(files.map((file) => [attachmentUrl(file._id.toString()), file]));
  const fileOf = (url: string) => {
    const file = byUrl.get(ATTACHMENT_URL.exec(url)?.[0] ?? '');
    if (!file)
      throw badRequest('photos: some files are not uploads of this task; upload them again');
    return file;
  };
  return {
    photos: evidence.photos.map((photo) => {
      const file = fileOf(photo.url);
      return {
        url: attachmentUrl(file._id.toString()),
        caption: photo.caption ?? file.metadata.caption,
      };
    }),
    voiceRecordings: evidence.voiceRecordings.map((voice) => {
      const file = fileOf(voice.url);
      return {
        url: attachmentUrl(file._id.toString()),
        transcription: voice.transcription ?? file.metadata.transcription,
        duration: voice.duration ?? file.metadata.duration,
      };
    }),
    videos: evidence.videos.map((video) => {
      const file = fileOf(video.url);
      const url = attachmentUrl(file._id.toString());
      return {
        url,
        thumbnail: video.thumbnail ?? (file.metadata.thumbnailId ? `${url}/thumbnail` : null),
        caption: video.caption ?? file.metadata.caption,
        duration: video.duration ?? file.metadata.duration,
      };
    }),
  };
}
