import { render, screen, within } from '@testing-library/react';
import type { DashboardItems } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform } from '@staydesk/design-system/testing';
import { inboxAnswerOf } from './inbox-answer';
import Inbox, { prepareInboxItems } from './Inbox';

jest.mock('@staydesk/design-system/platform', () => ({
  ...jest.requireActual<object>('@staydesk/design-system/platform'),
  apiFetch: jest.fn(),
}));

const boardAnswer = (body: DashboardItems) =>
  jest.mocked(apiFetch).mockReturnValueOnce(Promise.resolve(new Response(JSON.stringify(body))));

const renderInbox = () => {
  const platform = fakePlatform('admin');
  platform.apiFetch = jest.fn(
    async () => new Response(JSON.stringify(inboxAnswerOf('From the network'))),
  );
  const view = render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  return { platform, view };
};

test('a read prepared during the boot loader is on the first render, asked for once', async () => {
  boardAnswer(inboxAnswerOf('Turn over the loft'));
  await prepareInboxItems();
  const { platform, view } = renderInbox();
  // No wait: the rows are there as the inbox first renders.
  expect(
    within(screen.getByRole('list', { name: 'Inbox' })).getByText('Turn over the loft'),
  ).toBeVisible();
  expect(platform.apiFetch).not.toHaveBeenCalled();
  view.unmount();

  // Prepared once the inbox has shown, it would be stale when the inbox shows again.
  boardAnswer(inboxAnswerOf('Stale'));
  await prepareInboxItems();
  renderInbox();
  expect(await screen.findByText('From the network')).toBeVisible();
  expect(screen.queryByText('Stale')).toBeNull();
});
