import { z } from 'zod';

// Escalations of a marketplace task (spec: marketplace-execution §3, §4, §5, §7, §9): the seven
// rules with their bounds and defaults, the levels and reasons, the read shape of one
// escalation, and the payloads of PATCH and POST /api/tasks/marketplace/escalations.

export const ESCALATION_LEVELS = ['warning', 'provider_change', 'marketplace', 'resolved'] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

export const ESCALATION_REASONS = [
  'non_responsive',
  'no_progress',
  'reassigned_to_backup',
  'escalated_to_marketplace',
  'quality_issues',
  'deadline_missed',
] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

/** The reasons a person may give a manual escalation; it always creates level 'warning'. */
export const MANUAL_ESCALATION_REASONS = ['no_progress', 'quality_issues'] as const;
export type ManualEscalationReason = (typeof MANUAL_ESCALATION_REASONS)[number];

/** Bounds of the rule inputs: visibility and reminder times in hours, confirmation ones in days. */
export const ESCALATION_RULE_BOUNDS = {
  hours: { min: 1, max: 168 },
  days: { min: 1, max: 30 },
} as const;

const hours = z
  .number()
  .int()
  .min(ESCALATION_RULE_BOUNDS.hours.min)
  .max(ESCALATION_RULE_BOUNDS.hours.max);
const days = z
  .number()
  .int()
  .min(ESCALATION_RULE_BOUNDS.days.min)
  .max(ESCALATION_RULE_BOUNDS.days.max);

export const escalationRulesSchema = z.object({
  /** Hours the primary provider has to accept before the backup provider is asked. */
  primaryVisibilityTime: hours,
  /** Hours the backup provider has to accept before the task goes to the marketplace. */
  backupVisibilityTime: hours,
  /** Hours the task stays on the marketplace unassigned before its owners are warned. */
  marketplaceVisibilityTime: hours,
  /** Days after an assignment before its provider is reminded to confirm. */
  confirmationReminderTime: days,
  /** Days after an assignment by which its provider must have confirmed. */
  confirmationDeadlineTime: days,
  /** Hours after the start with no progress before the provider is asked for an update. */
  progressUpdateTime: hours,
  /** Hours before the due date when the provider is reminded to complete the task. */
  completionReminderTime: hours,
});
export type EscalationRules = z.infer<typeof escalationRulesSchema>;
export type EscalationRuleName = keyof EscalationRules;

/** The unit each rule is entered and stored in. */
export const ESCALATION_RULE_UNITS: Record<EscalationRuleName, 'hours' | 'days'> = {
  primaryVisibilityTime: 'hours',
  backupVisibilityTime: 'hours',
  marketplaceVisibilityTime: 'hours',
  confirmationReminderTime: 'days',
  confirmationDeadlineTime: 'days',
  progressUpdateTime: 'hours',
  completionReminderTime: 'hours',
};

/** Spec §9: primary 2h, backup 6h, marketplace 24h, reminder 7 days, deadline 3 days, 24h, 24h. */
export const DEFAULT_ESCALATION_RULES: EscalationRules = {
  primaryVisibilityTime: 2,
  backupVisibilityTime: 6,
  marketplaceVisibilityTime: 24,
  confirmationReminderTime: 7,
  confirmationDeadlineTime: 3,
  progressUpdateTime: 24,
  completionReminderTime: 24,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A rule's length in milliseconds, in the unit it is entered in. */
export const escalationRuleMs = (rules: EscalationRules, name: EscalationRuleName): number =>
  rules[name] * (ESCALATION_RULE_UNITS[name] === 'days' ? DAY_MS : HOUR_MS);

/** One escalation as the task read model carries it (spec §3, "Escalation"). */
export const escalationSchema = z.object({
  id: z.string(),
  reason: z.enum(ESCALATION_REASONS),
  escalation_level: z.enum(ESCALATION_LEVELS),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  details: z.string(),
  from_provider_id: z.string().nullable(),
  to_provider_id: z.string().nullable(),
});
export type Escalation = z.infer<typeof escalationSchema>;

/** An escalation is active until resolved_at is set. */
export const isEscalationActive = (escalation: Pick<Escalation, 'resolved_at'>): boolean =>
  escalation.resolved_at === null;

/** True when any of a task's escalations is still active (the 'Active Escalation' badge). */
export const hasActiveEscalation = (
  escalations: ReadonlyArray<Pick<Escalation, 'resolved_at'>>,
): boolean => escalations.some(isEscalationActive);

const taskId = z.string().min(1).max(64);

/** PATCH /api/tasks/marketplace/escalations: replace the task's seven rules. */
export const updateEscalationRulesSchema = z.object({
  taskId,
  action: z.literal('update_rules'),
  rules: escalationRulesSchema,
});
export type UpdateEscalationRules = z.infer<typeof updateEscalationRulesSchema>;

/** POST /api/tasks/marketplace/escalations: a manual warning, or escalating to the marketplace. */
export const createEscalationSchema = z.union([
  z.object({
    taskId,
    reason: z.enum(MANUAL_ESCALATION_REASONS),
    escalation_level: z.literal('warning'),
    details: z.string().trim().max(1000).optional(),
  }),
  z.object({ taskId, action: z.literal('escalate_to_marketplace') }),
]);
export type CreateEscalation = z.infer<typeof createEscalationSchema>;

/** The steps the escalation engine runs for a task, each at most once per assignment. */
export const ESCALATION_STEPS = [
  'primary_timeout',
  'backup_timeout',
  'marketplace_timeout',
  'confirmation_reminder',
  'confirmation_deadline',
  'progress_update',
  'completion_reminder',
] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];
