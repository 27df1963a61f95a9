import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { apiFetch } from '@staydesk/design-system/platform';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakeSession } from '@staydesk/design-system/testing';
import { Layout } from '../layout/Layout';
import { preloadInbox } from '../pages/HomePage';
import { inboxAnswerOf } from '../pages/inbox/inbox-answer';
import { createShellPlatform } from '../platform';
import { renderServerView } from './render-server-view';

jest.mock('@staydesk/design-system/platform', () => ({
  ...jest.requireActual<object>('@staydesk/design-system/platform'),
  apiFetch: jest.fn(),
}));

const items = inboxAnswerOf('Restock amenities', '2026-11-16T13:00:00.000Z');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

test("the browser takes over the server's drawing in place: same nodes, no mismatch", async () => {
  const session = fakeSession('admin');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderServerView({
    session,
    homeItems: items,
    location: { pathname: '/', search: '' },
    userAgent: navigator.userAgent,
    nonce: 'n0nce',
  });
  document.body.append(container);
  const drawnRow = screen.getByText('Restock amenities');
  const drawnNav = screen.getByRole('navigation', { name: 'Main' });

  // The inbox's code and the boot loader's read of the same items, as on a return visit.
  jest.mocked(apiFetch).mockReturnValueOnce(Promise.resolve(new Response(JSON.stringify(items))));
  await preloadInbox();
  const recoverableErrors = jest.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <DesignSystemProvider>
        <Layout platform={createShellPlatform(session)} />
      </DesignSystemProvider>,
      { onRecoverableError: recoverableErrors },
    );
  });

  expect(recoverableErrors).not.toHaveBeenCalled();
  expect(screen.getByText('Restock amenities')).toBe(drawnRow);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBe(drawnNav);
  expect(screen.getAllByRole('heading', { name: 'Welcome back, Alex' })).toHaveLength(1);
});
