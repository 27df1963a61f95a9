import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@staydesk/design-system';
import { DueUrgencyBadge } from './DueDateField';

const now = new Date('2026-11-23T12:00:00Z');
const yesterday = '2026-11-22T12:00:00Z';

const renderBadge = (status: 'todo' | 'completed' | 'cancelled') =>
  render(
    <DesignSystemProvider>
      <DueUrgencyBadge due={yesterday} status={status} now={now} />
    </DesignSystemProvider>,
  );

test('an open task past its due date is overdue', () => {
  renderBadge('todo');
  expect(screen.getByText('Overdue')).toBeVisible();
});

test.each(['completed', 'cancelled'] as const)('a %s task is never overdue', (status) => {
  renderBadge(status);
  expect(screen.queryByText('Overdue')).toBeNull();
});
