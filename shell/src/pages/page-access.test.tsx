import { ThemeProvider } from '@emotion/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_COOKIE, type Role } from '@staydesk/contracts';
import { theme } from '@staydesk/design-system';
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

describe('a user with another role that opens the page', () => {
  // A page that has talked to the API holds the CSRF token already.
  beforeAll(() => {
    document.cookie = `${CSRF_COOKIE}=token`;
  });

  const teamLeadAndCleaner = () => {
    const platform = fakePlatform('cleaner');
    platform.session = { ...platform.session, roles: [{ role: 'cleaner' }, { role: 'team_lead' }] };
    return platform;
  };

  test('is offered the switch, which makes that role current and then shows the page', async () => {
    const platform = teamLeadAndCleaner();
    const announced = jest.fn();
    window.addEventListener('staydesk:session-changed', announced);
    const view = renderWithTheme(<ShellPage platform={platform} pathname="/team" />);
    expect(
      screen.getByText(
        'Your role (Cleaner) cannot open the Team page. Ask an admin if you need it.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Team lead' }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/current-role');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ role: 'team_lead' });
    await waitFor(() => expect(announced).toHaveBeenCalledTimes(1));
    window.removeEventListener('staydesk:session-changed', announced);
    // The shell puts the new session in place, and the page is drawn for it.
    platform.session = { ...platform.session, currentRole: 'team_lead' };
    view.rerender(
      <ThemeProvider theme={theme}>
        <ShellPage platform={platform} pathname="/team" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(screen.queryByText('You do not have access to this page')).toBeNull();
  });

  test('reads why a refused switch failed, and stays on the refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    renderWithTheme(<ShellPage platform={teamLeadAndCleaner()} pathname="/team" />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Team lead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not switch role (403)');
    expect(
      screen.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  test('is offered nothing when none of their roles opens the page', () => {
    renderWithTheme(<ShellPage platform={teamLeadAndCleaner()} pathname="/finance" />);
    expect(screen.getByText(/cannot open the Finance page/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });
});
