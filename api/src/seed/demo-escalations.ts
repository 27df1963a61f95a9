import { Types } from 'mongoose';
import { DEFAULT_ESCALATION_RULES, type EscalationRules, type Role } from '@staydesk/contracts';
import { Escalation } from '../models/escalation';
import { Task } from '../models/task';
import { scheduleEscalations } from '../services/escalations/history';

const HOUR_MS = 3_600_000;

/** Rules a host tightened for a tap that must not wait: the demo's task with rules of its own. */
const URGENT_RULES: EscalationRules = {
  ...DEFAULT_ESCALATION_RULES,
  primaryVisibilityTime: 1,
  backupVisibilityTime: 3,
  marketplaceVisibilityTime: 12,
  confirmationReminderTime: 1,
  confirmationDeadlineTime: 2,
  progressUpdateTime: 4,
  completionReminderTime: 2,
};

const assignment = (
  userId: Types.ObjectId,
  at: Date,
  answer: 'pending' | 'accepted' | 'declined',
) => ({
  _id: new Types.ObjectId(),
  userId,
  status: answer,
  acceptanceStatus: answer,
  roleType: 'cleaner',
  createdAt: at,
});

/**
 * A task whose cleaner did not accept in time and went to the backup provider (an active
 * escalation, after a resolved warning), and a task with escalation rules of its own. Their
 * steps are scheduled, so the engine carries the first on to the marketplace if nobody accepts.
 */
export async function seedDemoEscalations(
  customerId: Types.ObjectId,
  userIds: ReadonlyMap<Role, Types.ObjectId>,
  listingIds: readonly Types.ObjectId[],
  now: Date,
): Promise<void> {
  const cleaner = userIds.get('cleaner');
  const partner = userIds.get('partner');
  const maintenance = userIds.get('maintenance');
  const admin = userIds.get('admin') ?? null;
  if (!cleaner || !partner || !maintenance) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const primary = assignment(cleaner, ago(5), 'declined');
  const backup = assignment(partner, ago(3), 'pending');
  const escalated = await Task.create({
    customerId,
    title: 'Turnover before the early check-in',
    description: 'Guests arrive at noon: linen, bathrooms and a restock of the coffee corner.',
    category: 'cleaning',
    priority: 'high',
    status: 'todo',
    requiresAcceptance: true,
    dueDate: new Date(now.getTime() + 20 * HOUR_MS),
    listingId: listingIds[0] ?? null,
    createdBy: admin,
    assignments: [primary, backup],
  });
  await Escalation.insertMany([
    {
      customerId,
      taskId: escalated._id,
      reason: 'quality_issues',
      level: 'warning',
      details: 'The last guest reported streaks on the bathroom mirror',
      resolvesOn: 'completion',
      stepKey: `manual:${new Types.ObjectId().toString()}`,
      createdBy: admin,
      createdAt: ago(30),
      toldAt: ago(30),
      resolvedAt: ago(26),
    },
    {
      customerId,
      taskId: escalated._id,
      reason: 'reassigned_to_backup',
      level: 'provider_change',
      details: 'The cleaner did not accept in time; the partner was asked as the backup provider',
      resolvesOn: 'acceptance',
      fromProviderId: cleaner,
      toProviderId: partner,
      backupAssignmentId: backup._id,
      stepKey: `primary_timeout:${primary._id.toString()}`,
      createdAt: ago(3),
      toldAt: ago(3),
    },
  ]);
  const custom = await Task.create({
    customerId,
    title: 'Fix the dripping kitchen tap',
    description: 'The tap drips even when closed; the washer probably needs replacing.',
    category: 'maintenance',
    priority: 'medium',
    status: 'todo',
    requiresAcceptance: true,
    dueDate: new Date(now.getTime() + 30 * HOUR_MS),
    listingId: listingIds[1] ?? listingIds[0] ?? null,
    createdBy: admin,
    escalationRules: URGENT_RULES,
    assignments: [{ ...assignment(maintenance, ago(1), 'accepted'), roleType: 'maintenance' }],
  });
  await scheduleEscalations(escalated._id);
  await scheduleEscalations(custom._id);
}
