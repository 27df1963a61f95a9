import { NOTIFICATION_PREFERENCES_PATH, type NotificationPreferences } from '@staydesk/contracts';
import { fakePlatform, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as notificationsApi } from '../notifications-api';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { unsupportedPushBrowser } from './push/fake-push-browser';

interface ServerOptions {
  stored?: NotificationPreferences;
  /** Answers the next PUT with this failure instead of saving. */
  failPut?: { status: number; body: unknown };
  failGet?: boolean;
}

/** The preferences route as the API answers it, recording every saved body. */
function servePreferences(options: ServerOptions = {}) {
  const server = { stored: options.stored ?? {}, puts: [] as unknown[], ...options };
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    // apiFetch asks for a CSRF token once before its first save.
    if (path === '/api/auth/csrf') return { body: {} };
    expect(path).toBe(NOTIFICATION_PREFERENCES_PATH);
    if (request.method === 'PUT') {
      const body = (await request.json()) as NotificationPreferences;
      server.puts.push(body);
      if (server.failPut) return server.failPut;
      server.stored = body;
      return { body };
    }
    if (server.failGet)
      return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
    return { body: server.stored };
  });
  return server;
}

function renderPage() {
  const platform = fakePlatform();
  renderSurface(
    <NotificationSettingsPage platform={platform} pushBrowser={unsupportedPushBrowser} />,
    notificationsApi,
  );
  return platform;
}

// Label queries: role queries over the page's sixty switches are slow in jsdom.
// Label queries: role queries over the page's sixty switches are slow in jsdom.
const checkbox = (label: string) => screen.getByLabelText(label);
const findCheckbox = (label: string) => screen.findByLabelText(label);

test('shows a loading state, then every channel and the 13 categories as stored', async () => {
  servePreferences({
    stored: { delivery: { sms: false }, groups: { reviews: { enabled: false } } },
  });
  renderPage();

  expect(screen.getByText('Loading notification settings…')).toBeInTheDocument();
  expect(await findCheckbox('Email')).toBeChecked();
  expect(checkbox('Push')).toBeChecked();
  expect(checkbox('SMS')).not.toBeChecked();
  expect(screen.getByRole('group', { name: 'Delivery channels' })).toContainElement(
    checkbox('SMS'),
  );

  const categories = screen.getByRole('region', { name: 'Categories' });
  expect(categories.querySelectorAll('fieldset')).toHaveLength(13);
  expect(checkbox('Reviews notifications')).not.toBeChecked();
  const financial = screen.getByRole('group', { name: 'Financial' });
  expect(financial).toContainElement(checkbox('Payout completed'));
  expect(checkbox('Payout completed')).toBeChecked();
  expect(financial).toHaveTextContent('Always delivered: Payment failed, Payout failed.');
});

test('a category switched off disables its type switches and keeps their values', async () => {
  servePreferences({ stored: { groups: { reviews: { types: { review_reminder: false } } } } });
  renderPage();

  await userEvent.click(await findCheckbox('Reviews notifications'));

  const types = screen.getByRole('list', { name: 'Reviews notification types' });
  const switches = within(types).getAllByRole('checkbox');
  expect(switches).toHaveLength(4);
  for (const type of switches) expect(type).toBeDisabled();
  await userEvent.click(checkbox('Reviews notifications'));
  expect(checkbox('Review reminder')).toBeEnabled();
  expect(checkbox('Review reminder')).not.toBeChecked();
  expect(checkbox('New review')).toBeChecked();
});

test('saves the changes, says so, and has nothing left to save', async () => {
  const server = servePreferences();
  const platform = renderPage();

  await userEvent.click(await findCheckbox('Email'));
  await userEvent.click(checkbox('Calendar updated'));
  expect(screen.getByText('You have unsaved changes.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(screen.getByText('All changes saved.')).toBeVisible());
  expect(platform.toast).toHaveBeenCalledWith('Notification settings saved', 'success');
  expect(server.puts).toHaveLength(1);
  expect(server.puts[0]).toMatchObject({
    delivery: { email: false, push: true, sms: true },
    groups: { calendar: { enabled: true, types: { calendar_update: false, price_update: true } } },
  });
  expect(checkbox('Email')).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('a failed save says why and keeps the changes for another try', async () => {
  const server = servePreferences({
    failPut: { status: 503, body: { error: { code: 'unavailable', message: 'Database is busy' } } },
  });
  const platform = renderPage();
  await userEvent.click(await findCheckbox('Smart devices notifications'));

  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your changes were not saved: Database is busy. They are still here, so you can try again.',
  );
  expect(checkbox('Smart devices notifications')).not.toBeChecked();
  expect(screen.getByText('You have unsaved changes.')).toBeVisible();
  expect(platform.toast).not.toHaveBeenCalled();

  server.failPut = undefined;
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByText('All changes saved.')).toBeVisible());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(server.stored.groups?.smartDevices?.enabled).toBe(false);
});

test('Discard changes puts back what is saved', async () => {
  servePreferences();
  renderPage();
  await userEvent.click(await findCheckbox('SMS'));

  await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));

  expect(checkbox('SMS')).toBeChecked();
  expect(screen.getByText('No changes.')).toBeVisible();
});

test('switches work from the keyboard', async () => {
  servePreferences();
  renderPage();
  const email = await findCheckbox('Email');

  email.focus();
  await userEvent.keyboard(' ');

  expect(email).not.toBeChecked();
});

test('a failed load can be retried', async () => {
  const server = servePreferences({ failGet: true });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Notification settings could not be loaded',
  );

  server.failGet = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await findCheckbox('Email')).toBeVisible();
});
