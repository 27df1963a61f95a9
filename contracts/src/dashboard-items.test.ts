import { DASHBOARD_COMMAND_PAYLOADS, type DashboardItem } from './dashboard-item-schemas';
import {
  compareDashboardItems,
  sourceOfItemId,
  taskItemKind,
  type TaskAttention,
} from './dashboard-items';
import { reminderTime } from './reminder-time';

const NOW = new Date('2026-11-25T15:00:00Z'); // a Wednesday

describe('reminderTime', () => {
  it('brings an item back tomorrow at 8:00 in the user’s time zone', () => {
    expect(reminderTime('tomorrow', NOW, 'Europe/Paris').toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
    expect(reminderTime('tomorrow', NOW, 'America/New_York').toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
  });

  it('reads today as the user’s day, not the server’s', () => {
    // 02:00 UTC on Thursday is still Wednesday evening in Los Angeles.
    const lateEvening = new Date('2026-11-26T02:00:00Z');
    expect(reminderTime('tomorrow', lateEvening, 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
  });

  it('sets next week to the coming Monday at 8:00, a week on when today is Monday', () => {
    expect(reminderTime('next_week', NOW, 'UTC').toISOString()).toBe('2026-11-30T08:00:00.000Z');
    const mondayMorning = new Date('2026-11-30T06:00:00Z');
    expect(reminderTime('next_week', mondayMorning, 'UTC').toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
  });

  it('sets this weekend to Saturday 8:00 on a weekday', () => {
    expect(reminderTime('this_weekend', NOW, 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
  });

  it('on a Saturday before 8:00 is that morning, after it Sunday', () => {
    expect(
      reminderTime('this_weekend', new Date('2026-11-28T07:00:00Z'), 'UTC').toISOString(),
    ).toBe('2026-11-28T08:00:00.000Z');
    expect(
      reminderTime('this_weekend', new Date('2026-11-28T09:00:00Z'), 'UTC').toISOString(),
    ).toBe('2026-11-29T08:00:00.000Z');
  });

  it('on a Sunday after 8:00 is the next Saturday', () => {
    expect(
      reminderTime('this_weekend', new Date('2026-11-29T12:00:00Z'), 'UTC').toISOString(),
    ).toBe('2026-12-05T08:00:00.000Z');
  });

  it('keeps 8:00 local across a daylight-saving change', () => {
    // Europe/Paris leaves summer time on 2026-10-25.
    const saturday = new Date('2026-10-24T12:00:00Z');
    expect(reminderTime('tomorrow', saturday, 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });
});

const attention = (fields: Partial<TaskAttention>): TaskAttention => ({
  due: null,
  hasOpenIssue: false,
  assigned: true,
  assignedToViewer: false,
  viewerSeesOwnOnly: false,
  ...fields,
});

describe('taskItemKind', () => {
  const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);

  it('ranks what is late, then what is due within 24 h, then issues, then unassigned work', () => {
    expect(taskItemKind(attention({ due: hours(-1), hasOpenIssue: true }), NOW)).toBe('overdue');
    expect(taskItemKind(attention({ due: hours(24), assigned: false }), NOW)).toBe('due_soon');
    expect(taskItemKind(attention({ due: hours(25), hasOpenIssue: true }), NOW)).toBe('open_issue');
    expect(taskItemKind(attention({ assigned: false }), NOW)).toBe('unassigned');
  });

  it('leaves a manager out of someone else’s task that needs nothing yet', () => {
    expect(taskItemKind(attention({ due: hours(48) }), NOW)).toBeNull();
  });

  it('gives field staff their own tasks, dated or not, and the offers as offers', () => {
    const own = { viewerSeesOwnOnly: true, assignedToViewer: true };
    expect(taskItemKind(attention({ ...own, due: hours(72) }), NOW)).toBe('assigned');
    expect(taskItemKind(attention({ ...own }), NOW)).toBe('assigned');
    expect(taskItemKind(attention({ ...own, due: hours(2) }), NOW)).toBe('due_soon');
    const offer = { viewerSeesOwnOnly: true, assigned: false, due: hours(-3) };
    expect(taskItemKind(attention(offer), NOW)).toBe('offer');
  });
});

const item = (id: string, fields: Partial<DashboardItem>): DashboardItem => ({
  id,
  kind: 'overdue',
  source: 'task',
  sourceId: id,
  title: id,
  subtitle: '',
  at: null,
  timeZone: 'UTC',
  createdAt: '2026-11-01T00:00:00.000Z',
  mayMarkDone: true,
  ...fields,
});

describe('compareDashboardItems', () => {
  it('orders by rank, then soonest first with undated last, unassigned newest first', () => {
    const items = [
      item('offer', { kind: 'offer', at: '2026-11-20T00:00:00.000Z' }),
      item('undated-own', { kind: 'assigned' }),
      item('old-unassigned', { kind: 'unassigned', createdAt: '2026-11-02T00:00:00.000Z' }),
      item('new-unassigned', { kind: 'unassigned', createdAt: '2026-11-24T00:00:00.000Z' }),
      item('request', { kind: 'reservation_request', at: '2026-12-01T00:00:00.000Z' }),
      item('dated-own', { kind: 'assigned', at: '2026-12-09T00:00:00.000Z' }),
      item('late', { kind: 'overdue', at: '2026-11-24T00:00:00.000Z' }),
      item('later', { kind: 'overdue', at: '2026-11-25T00:00:00.000Z' }),
    ];
    expect(items.sort(compareDashboardItems).map((entry) => entry.id)).toEqual([
      'late',
      'later',
      'request',
      'new-unassigned',
      'old-unassigned',
      'dated-own',
      'undated-own',
      'offer',
    ]);
  });
});

describe('dashboard item ids and payloads', () => {
  it('reads the source of an item id and refuses anything else', () => {
    expect(sourceOfItemId('task:64b7f0c2a1b2c3d4e5f60718')).toEqual({
      source: 'task',
      sourceId: '64b7f0c2a1b2c3d4e5f60718',
    });
    expect(sourceOfItemId('listing:64b7f0c2a1b2c3d4e5f60718')).toBeNull();
    expect(sourceOfItemId('task:nope')).toBeNull();
  });

  it('refuses a reminder in a time zone that does not exist', () => {
    const reminder = DASHBOARD_COMMAND_PAYLOADS['item.reminder'];
    const base = { itemId: 'task:64b7f0c2a1b2c3d4e5f60718', preset: 'tomorrow' };
    expect(reminder.safeParse({ ...base, timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(reminder.safeParse({ ...base, timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
});
