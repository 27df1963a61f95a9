import { ROLES, type Role } from './roles';
import { recipientsOf, reviewTypeOf, type NotificationCandidate } from './notification-targeting';

const person = (role: Role, active = true): NotificationCandidate => ({
  userId: role,
  roles: [role],
  active,
});
const everyone: NotificationCandidate[] = ROLES.map((role) => person(role));

const reached = (kind: Parameters<typeof recipientsOf>[0]) =>
  Object.fromEntries(recipientsOf(kind, {}, everyone).map((r) => [r.userId, r.reason]));

describe('notification targeting', () => {
  it.each([
    ['listing', ['listing_owner', 'user']],
    ['reservation', ['user']],
    ['financial', ['accountant', 'bookkeeper', 'user']],
    ['review', ['user']],
    ['maintenance', ['maintenance', 'roamer', 'inspector', 'team_lead', 'supervisor']],
    ['cleaning', ['cleaner', 'roamer', 'inspector', 'team_lead', 'supervisor']],
    ['guest', ['concierge', 'user']],
    ['system', ['user']],
  ] as const)('%s events reach owners and admins as admin, and %j', (kind, roles) => {
    const expected = Object.fromEntries([
      ['admin', 'admin'],
      ['owner', 'admin'],
      ...roles.map((role) => [role, role]),
    ]);
    expect(reached(kind)).toEqual(expected);
  });

  it('sends a mention only to the mentioned user', () => {
    expect(recipientsOf('mention', { mentionedIds: ['cleaner'] }, everyone)).toEqual([
      { userId: 'cleaner', reason: 'mention' },
    ]);
  });

  it('fans a group mention out to every member, once each', () => {
    const members = (groupId: string) => (groupId === 'crew' ? ['cleaner', 'roamer'] : []);
    const recipients = recipientsOf(
      'mention',
      { mentionedIds: ['group:crew', 'cleaner'] },
      everyone,
      members,
    );
    expect(recipients).toEqual([
      { userId: 'cleaner', reason: 'mention' },
      { userId: 'roamer', reason: 'mention' },
    ]);
  });

  it('sends an assignment only to the assignees', () => {
    expect(recipientsOf('assignment', { assigneeIds: ['maintenance'] }, everyone)).toEqual([
      { userId: 'maintenance', reason: 'assignment' },
    ]);
  });

  it('leaves out users without an active role under the customer', () => {
    const candidates = [person('admin', false), person('user'), person('cleaner', false)];
    expect(recipientsOf('reservation', {}, candidates)).toEqual([
      { userId: 'user', reason: 'user' },
    ]);
    expect(recipientsOf('assignment', { assigneeIds: ['cleaner'] }, candidates)).toEqual([]);
    expect(recipientsOf('mention', { mentionedIds: ['admin'] }, candidates)).toEqual([]);
  });

  it('counts only a 5-star review as positive', () => {
    expect(reviewTypeOf(5)).toBe('review_positive');
    expect(reviewTypeOf(4)).toBe('review_negative');
    expect(reviewTypeOf(1)).toBe('review_negative');
  });
});
