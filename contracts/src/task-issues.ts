import { z } from 'zod';
import type { TaskCategory } from './tasks';

// A task's issues (spec: marketplace-execution §3 Issue, §4 Issues, §5, §9): what an issue is
// as it is read, what a report and a resolve send, and the rules the API, the Task Issues panel,
// the sidebar and the execution view share.

export const ISSUE_STATUSES = ['reported', 'investigating', 'resolved', 'blocked'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const UNRESOLVED_ISSUE_STATUSES = ['reported', 'investigating', 'blocked'] as const;

/** The types a provider picks in the report form (spec §9). */
export const REPORT_ISSUE_TYPES = [
  'damage',
  'missing_supplies',
  'other',
  'excessive_cleaning',
  'access_problem',
] as const;
export type ReportIssueType = (typeof REPORT_ISSUE_TYPES)[number];

/** The kinds the Task Issues panel also knows, each mapped to a follow-up task's category. */
export const PANEL_ISSUE_TYPES = ['maintenance', 'cleaning', 'access', 'supplies'] as const;
export const ISSUE_TYPES = [...REPORT_ISSUE_TYPES, ...PANEL_ISSUE_TYPES] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const REPORT_ISSUE_TYPE_LABELS: Readonly<Record<ReportIssueType, string>> = {
  damage: 'Damage Found',
  missing_supplies: 'Missing Supplies',
  other: 'Other Issue',
  excessive_cleaning: 'Excessive Cleaning Required',
  access_problem: 'Access Problem',
};

const PANEL_ISSUE_TYPE_LABELS: Readonly<Record<(typeof PANEL_ISSUE_TYPES)[number], string>> = {
  maintenance: 'Maintenance',
  cleaning: 'Cleaning',
  access: 'Access',
  supplies: 'Supplies',
};

export const issueTypeLabel = (type: IssueType): string =>
  (REPORT_ISSUE_TYPE_LABELS as Record<string, string>)[type] ??
  (PANEL_ISSUE_TYPE_LABELS as Record<string, string>)[type] ??
  type;

/** The location an access problem is filed under; the form hides the field for it. */
export const ACCESS_LOCATION = 'access';
/** The panel's group for issues with no location: always last. */
export const GENERAL_LOCATION = 'General';

/** excessive_cleaning is offered only for these categories; access_problem only as a preset. */
export function reportIssueTypesFor(category: TaskCategory): ReportIssueType[] {
  const cleaning = category === 'cleaning' || category === 'deep_cleaning';
  return REPORT_ISSUE_TYPES.filter(
    (type) => type !== 'access_problem' && (type !== 'excessive_cleaning' || cleaning),
  );
}

export const ISSUE_LIMITS = {
  files: 10,
  description: 2000,
  location: 80,
  caption: 200,
  transcription: 5000,
} as const;

export const issuePhotoSchema = z.object({
  url: z.string().min(1).max(500),
  caption: z.string().max(ISSUE_LIMITS.caption).nullable().default(null),
});
export const issueVoiceSchema = z.object({
  url: z.string().min(1).max(500),
  transcription: z.string().max(ISSUE_LIMITS.transcription).nullable().default(null),
  duration: z.number().min(0).nullable().default(null),
});
export const issueVideoSchema = z.object({
  url: z.string().min(1).max(500),
  thumbnail: z.string().max(500).nullable().default(null),
  caption: z.string().max(ISSUE_LIMITS.caption).nullable().default(null),
  duration: z.number().min(0).nullable().default(null),
});

export const costEstimationSchema = z.object({
  /** Minutes, in steps of 15. */
  additionalTime: z.number().min(0),
  additionalCost: z.number().min(0),
  currency: z.string().min(3).max(3),
  estimatedAt: z.string(),
});

/** The adjustment requested against the issue, as the issue shows it. */
export const issueBidAdjustmentSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  amount: z.number(),
  currency: z.string(),
});
export type IssueBidAdjustment = z.infer<typeof issueBidAdjustmentSchema>;

export const taskIssueSchema = z.object({
  id: z.string(),
  type: z.enum(ISSUE_TYPES),
  title: z.string(),
  description: z.string(),
  status: z.enum(ISSUE_STATUSES),
  is_blocking: z.boolean(),
  /** null: shown under 'General'. */
  location: z.string().nullable(),
  created_at: z.string(),
  reportedAt: z.string(),
  /** The reporter's user id, or null for an issue the system filed. */
  reported_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  photos: z.array(issuePhotoSchema),
  voice_recordings: z.array(issueVoiceSchema),
  videos: z.array(issueVideoSchema),
  created_task_id: z.string().nullable(),
  isFromSubtask: z.boolean(),
  subtaskTitle: z.string().nullable(),
  metadata: z.object({
    bidAdjustment: issueBidAdjustmentSchema.nullable(),
    costEstimation: costEstimationSchema.nullable(),
  }),
});
export type TaskIssue = z.infer<typeof taskIssueSchema>;

export const ISSUE_EVIDENCE_REQUIRED = 'Attach at least one photo, voice note or video';
export const ISSUE_TOO_MANY_FILES = `Attach at most ${ISSUE_LIMITS.files} files`;

/** POST /api/tasks/{id}/issues (spec §7). Evidence is files already uploaded to the task. */
export const reportIssueSchema = z
  .object({
    type: z.enum(REPORT_ISSUE_TYPES),
    description: z.string().trim().max(ISSUE_LIMITS.description).default(''),
    location: z.string().trim().max(ISSUE_LIMITS.location).nullable().optional(),
    photos: z.array(issuePhotoSchema).default([]),
    voiceRecordings: z.array(issueVoiceSchema).default([]),
    videos: z.array(issueVideoSchema).default([]),
    /** Defaults on for an access problem. */
    isBlocking: z.boolean().optional(),
    metadata: z
      .object({ costEstimation: costEstimationSchema.omit({ estimatedAt: true }).optional() })
      .optional(),
  })
  .superRefine((report, context) => {
    const files = report.photos.length + report.voiceRecordings.length + report.videos.length;
    if (files === 0)
      context.addIssue({ code: 'custom', path: ['photos'], message: ISSUE_EVIDENCE_REQUIRED });
    if (files > ISSUE_LIMITS.files)
      context.addIssue({ code: 'custom', path: ['photos'], message: ISSUE_TOO_MANY_FILES });
  });
export type ReportIssueInput = z.input<typeof reportIssueSchema>;
export type ReportIssue = z.output<typeof reportIssueSchema>;

export const reportIssueResponseSchema = z.object({ issueId: z.string() });

/** PATCH /api/tasks/{id}/issues. */
export const resolveIssueSchema = z.object({
  issueId: z.string().min(1).max(40),
  action: z.literal('resolve'),
});
export type ResolveIssue = z.infer<typeof resolveIssueSchema>;

/** POST /api/tasks/{id}/issues/follow-up: a task made from the issue. */
export const followUpTaskSchema = z.object({ issueId: z.string().min(1).max(40) });
export const followUpTaskResponseSchema = z.object({ taskId: z.string() });

/** The saved location a report files under: 'access' for an access problem, else the trimmed text. */
export function reportLocation(report: Pick<ReportIssue, 'type' | 'location'>): string | null {
  if (report.type === 'access_problem') return ACCESS_LOCATION;
  return report.location ? report.location : null;
}

/** Blocking as sent, else on for an access problem only. */
export const reportIsBlocking = (report: Pick<ReportIssue, 'type' | 'isBlocking'>): boolean =>
  report.isBlocking ?? report.type === 'access_problem';

export type IssueKind = 'access' | 'damage' | 'supplies' | 'other';

/** Location 'access' is access; 'damage' or 'supplies' in the title or description; else other. */
export function issueKind(issue: {
  location: string | null;
  title: string;
  description: string;
}): IssueKind {
  if (issue.location === ACCESS_LOCATION) return 'access';
  const text = `${issue.title} ${issue.description}`.toLowerCase();
  if (text.includes('damage')) return 'damage';
  if (text.includes('supplies')) return 'supplies';
  return 'other';
}

/** 'pre-start': the execution view's ready or communication screen; 'panel' anywhere else. */
export type ResolveContext = 'pre-start' | 'panel';

export function resolveLabel(
  issue: { location: string | null; title: string; description: string },
  context: ResolveContext,
): string {
  const kind = issueKind(issue);
  if (kind === 'access') return context === 'pre-start' ? 'I got in' : 'Access provided';
  if (kind === 'supplies') return 'Supplies obtained';
  return 'Issue resolved';
}

const FOLLOW_UP_CATEGORIES: Readonly<Record<IssueType, TaskCategory>> = {
  maintenance: 'maintenance',
  cleaning: 'cleaning',
  access: 'other',
  supplies: 'purchase',
  damage: 'maintenance',
  missing_supplies: 'purchase',
  excessive_cleaning: 'cleaning',
  access_problem: 'other',
  other: 'other',
};

/** The category of a task made from the issue. */
export const followUpCategory = (type: IssueType): TaskCategory => FOLLOW_UP_CATEGORIES[type];

/** A follow-up task is urgent when the issue blocks, else high. */
export const followUpPriority = (issue: { is_blocking: boolean }): 'urgent' | 'high' =>
  issue.is_blocking ? 'urgent' : 'high';

type IssueState = { status: string; is_blocking: boolean };

export const isUnresolvedBlocking = (issue: IssueState): boolean =>
  issue.is_blocking && issue.status !== 'resolved';

export const hasOpenBlockingIssue = (task: { issues: readonly IssueState[] }): boolean =>
  task.issues.some(isUnresolvedBlocking);

/** The issue the banner and the execution view show: the newest unresolved blocking one. */
export function newestBlockingIssue<Issue extends IssueState & { created_at: string }>(
  issues: readonly Issue[],
): Issue | null {
  return issues
    .filter(isUnresolvedBlocking)
    .reduce<Issue | null>(
      (newest, issue) => (newest === null || issue.created_at > newest.created_at ? issue : newest),
      null,
    );
}

export type IssueBadge = 'red' | 'yellow' | 'green';

/** Red for an open blocking issue, yellow for any other open one, green when all are resolved. */
export function issueBadge(issues: readonly IssueState[]): IssueBadge | null {
  if (issues.length === 0) return null;
  if (hasOpenBlockingIssue({ issues })) return 'red';
  if (issues.some((issue) => issue.status !== 'resolved')) return 'yellow';
  return 'green';
}

/** Whether a blocking issue replaces details, checklist, subtasks and billing with its banner. */
export const showsIssueBanner = (task: { issues: readonly IssueState[] }): boolean =>
  hasOpenBlockingIssue(task);

export const OPEN_BLOCKING_ISSUE = 'Resolve the blocking issue before completing this task';

/** Groups by location, 'General' (no location) last; each group newest first. */
export function groupIssuesByLocation<
  Issue extends { location: string | null; created_at: string },
>(issues: readonly Issue[]): Array<{ location: string; issues: Issue[] }> {
  const groups = new Map<string, Issue[]>();
  for (const issue of issues) {
    const key = issue.location?.trim() || GENERAL_LOCATION;
    groups.set(key, [...(groups.get(key) ?? []), issue]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) =>
      a === GENERAL_LOCATION ? 1 : b === GENERAL_LOCATION ? -1 : a.localeCompare(b),
    )
    .map(([location, grouped]) => ({
      location,
      issues: grouped.sort((a, b) => b.created_at.localeCompare(a.created_at)),
    }));
}
