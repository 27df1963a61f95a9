import { sampleTask } from '@staydesk/design-system/fixtures';
import { dashboardRows } from './due-groups';

const now = new Date('2026-11-23T10:00:00');
const at = (local: string) => new Date(local).toISOString();

const labelsOf = (rows: ReturnType<typeof dashboardRows>) =>
  rows.map((row) => (row.kind === 'group' ? `# ${row.label} (${row.count})` : row.task.id));

describe('grouping by due day', () => {
  const tasks = [
    sampleTask({ id: 'late', due_date: at('2026-11-22T09:00:00'), status: 'todo' }),
    sampleTask({ id: 'done-yesterday', due_date: at('2026-11-22T12:00:00'), status: 'completed' }),
    sampleTask({ id: 'this-morning', due_date: at('2026-11-23T08:00:00'), status: 'in_progress' }),
    sampleTask({ id: 'tonight', due_date: at('2026-11-23T20:00:00'), status: 'todo' }),
    sampleTask({ id: 'tomorrow', due_date: at('2026-11-24T11:00:00'), status: 'todo' }),
    sampleTask({ id: 'friday', due_date: at('2026-11-27T11:00:00'), status: 'todo' }),
    sampleTask({ id: 'someday', due_date: null, status: 'todo' }),
  ];

  it('puts open past-due tasks under Overdue, then Today, Tomorrow, the dates, and No due date', () => {
    expect(labelsOf(dashboardRows(tasks, 'due_asc', now))).toEqual([
      '# Overdue (2)',
      'late',
      'this-morning',
      '# Sun, Nov 22 (1)',
      'done-yesterday',
      '# Today (1)',
      'tonight',
      '# Tomorrow (1)',
      'tomorrow',
      '# Fri, Nov 27 (1)',
      'friday',
      '# No due date (1)',
      'someday',
    ]);
  });

  it('runs the days backwards under the latest-first sort, Overdue still on top', () => {
    const labels = labelsOf(dashboardRows(tasks, 'due_desc', now)).filter((label) =>
      label.startsWith('#'),
    );
    expect(labels).toEqual([
      '# Overdue (2)',
      '# Fri, Nov 27 (1)',
      '# Tomorrow (1)',
      '# Today (1)',
      '# Sun, Nov 22 (1)',
      '# No due date (1)',
    ]);
  });

  it('shows no headings under a sort that is not by due date', () => {
    expect(labelsOf(dashboardRows(tasks, 'priority', now))).toEqual(tasks.map((task) => task.id));
  });
});
