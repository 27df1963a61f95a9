import { render, screen, within } from '@testing-library/react';
import { takeEarlyResponse, type DashboardItems } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform } from '@staydesk/design-system/testing';
import Inbox, { prepareInboxItems } from './Inbox';

jest.mock('@staydesk/contracts', () => ({
  ...jest.requireActual<object>('@staydesk/contracts'),
  takeEarlyResponse: jest.fn(),
}));

const answer = (title: string): DashboardItems => ({
  items: [
    {
      id: `task:${'1'.padStart(24, '0')}`,
      kind: 'overdue',
      source: 'task',
      sourceId: '1'.padStart(24, '0'),
      title,
      subtitle: 'To do',
      at: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      mayMarkDone: true,
    },
  ],
  scopeLabel: 'Mine',
  lastReminderPreset: null,
});

const earlyAnswer = (body: DashboardItems) =>
  jest
    .mocked(takeEarlyResponse)
    .mockReturnValueOnce(Promise.resolve(new Response(JSON.stringify(body))));

const renderInbox = () => {
  const platform = fakePlatform('admin');
  platform.apiFetch = jest.fn(async () => new Response(JSON.stringify(answer('From the network'))));
  const view = render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  return { platform, view };
};

test('a read prepared during the boot loader is on the first render, asked for once', async () => {
  earlyAnswer(answer('Turn over the loft'));
  await prepareInboxItems();
  const { platform, view } = renderInbox();
  // No wait: the rows are there as the inbox first renders.
  expect(
    within(screen.getByRole('list', { name: 'Inbox' })).getByText('Turn over the loft'),
  ).toBeVisible();
  expect(platform.apiFetch).not.toHaveBeenCalled();
  view.unmount();

  // Prepared once the inbox has shown, it would be stale when the inbox shows again.
  earlyAnswer(answer('Stale'));
  await prepareInboxItems();
  renderInbox();
  expect(await screen.findByText('From the network')).toBeVisible();
  expect(screen.queryByText('Stale')).toBeNull();
});
