import type { NotificationCategory } from './notification-types';
import type { Role } from './roles';
import type { TaskCategory } from './tasks';

/** What a domain event is about, which decides who hears of it (spec §6, targeting table). */
export const NOTIFICATION_EVENT_KINDS = [
  'listing',
  'reservation',
  'financial',
  'review',
  'maintenance',
  'cleaning',
  'guest',
  'system',
  'mention',
  'assignment',
] as const;
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

type RoleTargetedKind = Exclude<NotificationEventKind, 'mention' | 'assignment'>;

/** Roles that receive each kind of event besides owners and admins. */
export const EVENT_AUDIENCE: Record<RoleTargetedKind, readonly Role[]> = {
  listing: ['listing_owner', 'user'],
  reservation: ['user'],
  financial: ['accountant', 'bookkeeper', 'user'],
  review: ['user'],
  maintenance: ['maintenance', 'roamer', 'inspector', 'team_lead', 'supervisor'],
  cleaning: ['cleaner', 'roamer', 'inspector', 'team_lead', 'supervisor'],
  guest: ['concierge', 'user'],
  system: ['user'],
};

/** Owners and admins hear of every role-targeted event, and do so as 'admin'. */
const ADMIN_ROLES: readonly Role[] = ['owner', 'admin'];

export interface NotificationCandidate {
  userId: string;
  /** The user's roles under the event's customer. */
  roles: readonly Role[];
  /** Only users with an active role under the customer are candidates. */
  active: boolean;
}

export interface NotificationTarget {
  /** A user id, or 'group:<id>' for a mention of a whole group. */
  mentionedIds?: readonly string[];
  assigneeIds?: readonly string[];
}

export interface Recipient {
  userId: string;
  /** Why the user gets it: 'admin', the matching role, 'mention' or 'assignment'. */
  reason: string;
}

const GROUP_PREFIX = 'group:';

/** The group ids among mention ids ('group:<id>'). */
export const mentionedGroupIds = (mentionedIds: readonly string[]): string[] =>
  mentionedIds
    .filter((id) => id.startsWith(GROUP_PREFIX))
    .map((id) => id.slice(GROUP_PREFIX.length));

/** The users a set of mentions reaches: each mentioned user, and every member of a mentioned group. */
export function mentionedUserIds(
  mentionedIds: readonly string[],
  groupMembers: (groupId: string) => readonly string[],
): string[] {
  return mentionedIds.flatMap((id) =>
    id.startsWith(GROUP_PREFIX) ? [...groupMembers(id.slice(GROUP_PREFIX.length))] : [id],
  );
}

/**
 * Who receives an event: mentions only the mentioned users (a 'group:<id>' mention fans out
 * to every member), assignments only the assignees, every other kind the owners and admins
 * (as 'admin') and the roles of its audience. Each user appears once, and only active ones.
 */
export function recipientsOf(
  kind: NotificationEventKind,
  target: NotificationTarget,
  candidates: readonly NotificationCandidate[],
  groupMembers: (groupId: string) => readonly string[] = () => [],
): Recipient[] {
  const active = new Map(candidates.filter((c) => c.active).map((c) => [c.userId, c]));
  const byUser = new Map<string, Recipient>();
  const add = (userId: string, reason: string) => {
    if (active.has(userId) && !byUser.has(userId)) byUser.set(userId, { userId, reason });
  };

  if (kind === 'mention') {
    mentionedUserIds(target.mentionedIds ?? [], groupMembers).forEach((userId) =>
      add(userId, 'mention'),
    );
  } else if (kind === 'assignment') {
    (target.assigneeIds ?? []).forEach((userId) => add(userId, 'assignment'));
  } else {
    for (const candidate of active.values()) {
      if (candidate.roles.some((role) => ADMIN_ROLES.includes(role))) {
        add(candidate.userId, 'admin');
        continue;
      }
      const role = candidate.roles.find((r) => EVENT_AUDIENCE[kind].includes(r));
      if (role) add(candidate.userId, role);
    }
  }
  return [...byUser.values()];
}

/**
 * The audience of a notification that names no recipients, by its category: the spec's kinds
 * where one matches; messages, performance and system notices go to the 'system' audience,
 * calendar changes to the people who handle reservations, smart devices to maintenance.
 */
export const DEFAULT_EVENT_KIND: Record<NotificationCategory, NotificationEventKind> = {
  financial: 'financial',
  communication: 'system',
  reservation: 'reservation',
  review: 'review',
  listing: 'listing',
  calendar: 'reservation',
  system: 'system',
  performance: 'system',
  guest: 'guest',
  smart_devices: 'maintenance',
};

const TASK_EVENT_KIND: Record<TaskCategory, NotificationEventKind> = {
  cleaning: 'cleaning',
  deep_cleaning: 'cleaning',
  laundry: 'cleaning',
  turnover: 'cleaning',
  maintenance: 'maintenance',
  inspection: 'maintenance',
  purchase: 'maintenance',
  communication: 'system',
  documentation: 'system',
  other: 'system',
};

/** Who hears of what happens to a task: the cleaning or maintenance audience of its category. */
export const eventKindOfTaskCategory = (category: TaskCategory): NotificationEventKind =>
  TASK_EVENT_KIND[category];

/** A review of rating 5 counts as positive; any other rating as negative. */
export const reviewTypeOf = (rating: number): 'review_positive' | 'review_negative' =>
  rating === 5 ? 'review_positive' : 'review_negative';
