import type {
  Attachment,
  BidAdjustmentCreate,
  ExecutionAnswer,
  ExecutionSync,
  ExecutionTaskPatch,
  ReportIssueInput,
  Task,
} from '@staydesk/contracts';
import type { UploadItem } from '@staydesk/design-system/attachments';

/**
 * Every write of the execution view, as data: what the provider did, kept apart from how it is
 * sent, so that a write can be stored and sent again later under the key it was first given.
 */
export type FieldAction =
  | { kind: 'start'; taskId: string }
  | { kind: 'resume'; taskId: string }
  | { kind: 'pause'; taskId: string; reason: string }
  | { kind: 'break-start'; taskId: string; reason: string }
  | { kind: 'break-end'; taskId: string; breakId: string }
  | { kind: 'sync'; taskId: string; sync: ExecutionSync }
  | { kind: 'task'; taskId: string; patch: ExecutionTaskPatch }
  | { kind: 'complete-step'; taskId: string; itemId: string; photoId?: string }
  | { kind: 'report-issue'; taskId: string; report: ReportIssueInput }
  | { kind: 'resolve-issue'; taskId: string; issueId: string }
  | { kind: 'bid-adjustment'; taskId: string; adjustment: BidAdjustmentCreate }
  | { kind: 'message'; taskId: string; message: string }
  | { kind: 'upload'; taskId: string; files: readonly UploadItem[] };

/** What an answer changed: the run and the task, when the answer carries them. */
export interface ActionResult {
  answer: ExecutionAnswer | null;
  task: Task | null;
  breakId: string | null;
  issueId: string | null;
  /** The files an upload stored. */
  attachments: Attachment[];
}
