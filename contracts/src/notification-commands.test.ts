import {
  eventKindOfTarget,
  notificationCreatePayloadSchema,
  notificationItemPayloadSchema,
} from './notification-commands';
import { DEFAULT_EVENT_KIND, eventKindOfTaskCategory } from './notification-targeting';
import { NOTIFICATION_CATEGORIES } from './notification-types';
import { TASK_CATEGORIES } from './tasks';

describe('notification commands', () => {
  it('targets the named kind, else the named users, else the audience of the category', () => {
    expect(eventKindOfTarget('message', { kind: 'guest' })).toBe('guest');
    expect(eventKindOfTarget('message', { mentionedIds: ['u1'], assigneeIds: ['u2'] })).toBe(
      'mention',
    );
    expect(eventKindOfTarget('dashboard_assignment', { assigneeIds: ['u2'] })).toBe('assignment');
    expect(eventKindOfTarget('payout_failed')).toBe('financial');
    expect(eventKindOfTarget('iot_battery', { mentionedIds: [] })).toBe('maintenance');
  });

  it('gives every category and every task category an audience', () => {
    for (const category of NOTIFICATION_CATEGORIES)
      expect(DEFAULT_EVENT_KIND[category]).toBeTruthy();
    for (const category of TASK_CATEGORIES) expect(eventKindOfTaskCategory(category)).toBeTruthy();
    expect(eventKindOfTaskCategory('turnover')).toBe('cleaning');
    expect(eventKindOfTaskCategory('inspection')).toBe('maintenance');
  });

  it('validates a created notification: a title is needed, the type defaults to notification', () => {
    expect(
      notificationCreatePayloadSchema.parse({ title: ' Pool closed ', userName: 'Ann' }),
    ).toEqual({ title: 'Pool closed', type: 'notification' });
    const refused = notificationCreatePayloadSchema.safeParse({ title: '  ', type: 'teleport' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['title', 'type']);
    expect(notificationItemPayloadSchema.safeParse({ itemId: '' }).success).toBe(false);
  });
});
