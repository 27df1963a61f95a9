import { render, screen, within } from '@testing-library/react';
import { apiFetch } from '@staydesk/design-system/platform';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform } from '@staydesk/design-system/testing';
import { DRAWN_ITEMS_ID } from '../home-tasks';
import { inboxAnswerOf } from './inbox-answer';
import Inbox, { prepareInboxItems } from './Inbox';

jest.mock('@staydesk/design-system/platform', () => ({
  ...jest.requireActual<object>('@staydesk/design-system/platform'),
  apiFetch: jest.fn(),
}));

test("the items the server drew the page with are the first render's, and no read is taken", async () => {
  const drawn = document.createElement('script');
  drawn.type = 'application/json';
  drawn.id = DRAWN_ITEMS_ID;
  drawn.textContent = JSON.stringify(inboxAnswerOf('Drawn </script> by the server')).replace(
    /</g,
    '\\u003c',
  );
  document.body.append(drawn);
  await prepareInboxItems();
  const platform = fakePlatform('admin');
  platform.apiFetch = jest.fn();
  render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  expect(
    within(screen.getByRole('list', { name: 'Inbox' })).getByText('Drawn </script> by the server'),
  ).toBeVisible();
  expect(apiFetch).not.toHaveBeenCalled();
  expect(platform.apiFetch).not.toHaveBeenCalled();
  // Taken once: the element is gone.
  expect(document.getElementById(DRAWN_ITEMS_ID)).toBeNull();
});
