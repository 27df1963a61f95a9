import type { EscalationLevel, EscalationReason, EscalationRuleName } from '@staydesk/contracts';

/** The seven rules in the order the form asks for them. */
export const ESCALATION_RULE_LABELS: Record<EscalationRuleName, string> = {
  primaryVisibilityTime: 'Primary visibility',
  backupVisibilityTime: 'Backup visibility',
  marketplaceVisibilityTime: 'Marketplace visibility',
  confirmationReminderTime: 'Confirmation reminder',
  confirmationDeadlineTime: 'Confirmation deadline',
  progressUpdateTime: 'Progress update',
  completionReminderTime: 'Completion reminder',
};

export const ESCALATION_REASON_LABELS: Record<EscalationReason, string> = {
  non_responsive: 'Non-responsive',
  no_progress: 'No progress',
  reassigned_to_backup: 'Reassigned to backup',
  escalated_to_marketplace: 'Escalated to marketplace',
  quality_issues: 'Quality issues',
  deadline_missed: 'Deadline missed',
};

export const ESCALATION_LEVEL_LABELS: Record<EscalationLevel, string> = {
  warning: 'Warning',
  provider_change: 'Provider change',
  marketplace: 'Marketplace',
  resolved: 'Resolved',
};
