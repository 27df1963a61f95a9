import type { BidAdjustmentStatus, IssueStatus, IssueType, TaskIssue } from '@staydesk/contracts';
import type { TaskDoc } from '../models/task';

type IssueDoc = TaskDoc['issues'][number];

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** One issue as the task's read model carries it (spec §3 Issue). */
export function presentIssue(
  issue: IssueDoc,
  bidAdjustment: TaskIssue['metadata']['bidAdjustment'] = null,
): TaskIssue {
  const reportedAt = issue.createdAt.toISOString();
  const cost = issue.costEstimation;
  return {
    id: issue._id.toString(),
    type: (issue.type ?? 'other') as IssueType,
    title: issue.title,
    description: issue.description ?? '',
    status: issue.status as IssueStatus,
    is_blocking: issue.isBlocking,
    location: issue.location ?? null,
    created_at: reportedAt,
    reportedAt,
    reported_by: issue.reportedBy ? issue.reportedBy.toString() : null,
    resolved_at: iso(issue.resolvedAt),
    photos: issue.photos.map((photo) => ({ url: photo.url, caption: photo.caption ?? null })),
    voice_recordings: issue.voiceRecordings.map((voice) => ({
      url: voice.url,
      transcription: voice.transcription ?? null,
      duration: voice.duration ?? null,
    })),
    videos: issue.videos.map((video) => ({
      url: video.url,
      thumbnail: video.thumbnail ?? null,
      caption: video.caption ?? null,
      duration: video.duration ?? null,
    })),
    created_task_id: issue.createdTaskId ? issue.createdTaskId.toString() : null,
    isFromSubtask: issue.fromSubtask,
    subtaskTitle: issue.subtaskTitle ?? null,
    metadata: {
      bidAdjustment,
      costEstimation: cost
        ? {
            additionalTime: cost.additionalTime,
            additionalCost: cost.additionalCost,
            currency: cost.currency,
            estimatedAt: cost.estimatedAt.toISOString(),
          }
        : null,
    },
  };
}

/** The task's issues, each with the adjustment its bid's provider asked for against it. */
export function presentIssues(task: Pick<TaskDoc, 'issues' | 'bids'>): TaskIssue[] {
  const adjustments = new Map(
    task.bids.flatMap((bid) =>
      bid.adjustments.map((adjustment) => [
        adjustment.issueId,
        {
          id: adjustment._id.toString(),
          status: adjustment.status as BidAdjustmentStatus,
          amount: adjustment.amount,
          currency: adjustment.currency,
        },
      ]),
    ),
  );
  return task.issues.map((issue) =>
    presentIssue(issue, adjustments.get(issue._id.toString()) ?? null),
  );
}
