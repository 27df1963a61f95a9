import type { DashboardItems } from '@staydesk/contracts';

/** For tests: the API's answer for an inbox of one overdue task. */
export const inboxAnswerOf = (
  title: string,
  at: string | null = null,
  timeZone = 'UTC',
): DashboardItems => ({
  items: [
    {
      id: `task:${'1'.padStart(24, '0')}`,
      kind: 'overdue',
      source: 'task',
      sourceId: '1'.padStart(24, '0'),
      title,
      subtitle: 'To do',
      at,
      timeZone,
      createdAt: '2026-11-01T00:00:00.000Z',
      mayMarkDone: true,
    },
  ],
  scopeLabel: 'Mine',
  lastReminderPreset: null,
});
