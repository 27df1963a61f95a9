import { screen } from '@testing-library/react';
import type { Role } from '@staydesk/contracts';
import { fakePlatform } from '@staydesk/design-system/testing';
import { renderWithTheme } from '../render-with-theme';
import { ShellPage } from './shell-pages';

const fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock;
});

const open = (pathname: string, role: Role) =>
  renderWithTheme(<ShellPage platform={fakePlatform(role)} pathname={pathname} />);

test.each([
  ['/team', 'Team'],
  ['/reservations', 'Reservations'],
  ['/finance', 'Finance'],
  ['/listings/abc', 'Listings'],
])('a cleaner opening %s is told plainly, and nothing is fetched', async (pathname, label) => {
  open(pathname, 'cleaner');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      `Your role (Cleaner) cannot open the ${label} page. Ask an admin if you need it.`,
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a role the page is for gets the page, not the refusal', async () => {
  open('/finance', 'accountant');
  expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  expect(screen.queryByText('You do not have access to this page')).toBeNull();
});
