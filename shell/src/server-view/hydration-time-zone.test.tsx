import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DashboardItems } from '@staydesk/contracts';
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

const ownZone = process.env.TZ;
const RuntimeFormat = Intl.DateTimeFormat;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  if (ownZone === undefined) delete process.env.TZ;
  else process.env.TZ = ownZone;
});

/** The home page drawn by the server for a browser, then hydrated by it: what each drew. */
async function drawnThenHydrated(homeItems: DashboardItems, browserZone: string) {
  const session = fakeSession('admin');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderServerView({
    session,
    homeItems,
    location: { pathname: '/', search: '' },
    userAgent: navigator.userAgent,
    nonce: 'n0nce',
    timeZone: browserZone,
  });
  document.body.append(container);
  const drawnText = container.textContent;

  // The inbox's code and the boot loader's read of the same items, as on a return visit.
  jest
    .mocked(apiFetch)
    .mockReturnValueOnce(Promise.resolve(new Response(JSON.stringify(homeItems))));
  await preloadInbox();
  const recoverableErrors = jest.fn();
  process.env.TZ = browserZone;
  await act(async () => {
    root = hydrateRoot(
      container,
      <DesignSystemProvider>
        <Layout platform={createShellPlatform(session)} />
      </DesignSystemProvider>,
      { onRecoverableError: recoverableErrors },
    );
  });
  return { drawnText, hydratedText: container.textContent, recoverableErrors };
}

// One hydration a file: the inbox takes the drawn items once per page load.
test("a Lisbon task's due time reads the same drawn and hydrated, bare to a browser in Lisbon", async () => {
  // Intl answers in the zone TZ names, as Node does when a server render sets it.
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
        new RuntimeFormat(locales, { timeZone: process.env.TZ ?? 'UTC', ...options }),
    );
  const lisbonTask = inboxAnswerOf(
    'Turn over the flat',
    '2026-12-10T10:00:00.000Z',
    'Europe/Lisbon',
  );

  const inLisbon = await drawnThenHydrated(lisbonTask, 'Europe/Lisbon');
  expect(inLisbon.recoverableErrors).not.toHaveBeenCalled();
  expect(inLisbon.drawnText).toContain('Due Thu, Dec 10, 10:00 AM');
  expect(inLisbon.drawnText).not.toContain('(Lisbon time)');
  expect(inLisbon.hydratedText).toBe(inLisbon.drawnText);
});
