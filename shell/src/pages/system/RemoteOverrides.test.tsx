import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readRemoteOverrides, writeRemoteOverrides } from '../../federation/remote-overrides';
import { renderWithTheme } from '../../render-with-theme';
import RemoteOverrides from './RemoteOverrides';

const settings = { userId: 'admin-1', allowedOrigins: ['http://127.0.0.1:*'] };
const LOCAL_BUILD = 'http://127.0.0.1:4103/mf-manifest.json';

beforeAll(() => {
  // jsdom lacks the pointer-capture API Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  // jsdom cannot reload: it says so on the console, which the form's save then causes.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function chooseRemote(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Remote' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the remote overrides form', () => {
  it('names the allowed origins and refuses another origin, keeping nothing', async () => {
    renderWithTheme(<RemoteOverrides settings={settings} />);
    expect(screen.getByText('Allowed origins: http://127.0.0.1:*')).toBeVisible();
    await chooseRemote('mf-tasks');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Manifest URL' }),
      'https://evil.example.com/mf-manifest.json',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Override and reload' }));
    expect(screen.getByRole('textbox', { name: 'Manifest URL' })).toHaveAccessibleDescription(
      'https://evil.example.com is not an origin overrides may use. Allowed: http://127.0.0.1:*',
    );
    expect(readRemoteOverrides('admin-1')).toEqual({});
  });

  it('asks for the remote and the URL when either is missing', async () => {
    renderWithTheme(<RemoteOverrides settings={settings} />);
    await userEvent.click(screen.getByRole('button', { name: 'Override and reload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the remote to override');
    expect(screen.getByRole('textbox', { name: 'Manifest URL' })).toHaveAccessibleDescription(
      "Enter the URL of the remote's manifest",
    );
    expect(readRemoteOverrides('admin-1')).toEqual({});
  });

  it('keeps an allowed override for this user, and removes it', async () => {
    renderWithTheme(<RemoteOverrides settings={settings} />);
    await chooseRemote('mf-tasks');
    await userEvent.type(screen.getByRole('textbox', { name: 'Manifest URL' }), LOCAL_BUILD);
    await userEvent.click(screen.getByRole('button', { name: 'Override and reload' }));
    expect(readRemoteOverrides('admin-1')).toEqual({ 'mf-tasks': LOCAL_BUILD });
    expect(screen.getByRole('list', { name: 'Overrides in this browser' })).toHaveTextContent(
      `mf-tasks: ${LOCAL_BUILD}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the override of mf-tasks' }));
    expect(readRemoteOverrides('admin-1')).toEqual({});
  });

  it('offers no form where the deployment allows no origin', () => {
    writeRemoteOverrides('admin-1', { 'mf-tasks': LOCAL_BUILD });
    renderWithTheme(<RemoteOverrides settings={{ ...settings, allowedOrigins: [] }} />);
    expect(screen.getByText('This deployment allows no overrides.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
