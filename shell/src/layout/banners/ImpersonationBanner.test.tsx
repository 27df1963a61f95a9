import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../render-with-theme';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@staydesk/design-system/testing';
import { apiFetch } from '@staydesk/design-system/platform';
import { fetchSession } from '../../session/session-client';
import { signOut } from '../../session/sign-out';
import ImpersonationBanner from './ImpersonationBanner';

jest.mock('@staydesk/design-system/platform', () => ({ apiFetch: jest.fn() }));
jest.mock('../../session/session-client', () => ({ fetchSession: jest.fn() }));
jest.mock('../../session/sign-out', () => ({ signOut: jest.fn(async () => undefined) }));

const impersonating = {
  ...fakeSession('cleaner'),
  originalUser: { email: 'admin@example.test', customerId: 'customer-1', isAdmin: true },
};

beforeEach(() => {
  jest.mocked(signOut).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function endImpersonation() {
  renderWithTheme(<ImpersonationBanner session={impersonating} />);
  await userEvent.click(screen.getByRole('button', { name: 'End Impersonation' }));
}

describe('ending impersonation', () => {
  it('signs out to /app/listings when the server refuses to end it', async () => {
    jest.mocked(apiFetch).mockResolvedValue(new Response('{}', { status: 401 }));
    await endImpersonation();
    expect(signOut).toHaveBeenCalledWith('/app/listings');
  });

  it('signs out to /app/listings when the admin session does not come back', async () => {
    jest.mocked(apiFetch).mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    jest.mocked(fetchSession).mockResolvedValue(null);
    await endImpersonation();
    expect(signOut).toHaveBeenCalledWith('/app/listings');
  });

  it('is not shown when nobody is impersonating', () => {
    const { container } = renderWithTheme(<ImpersonationBanner session={fakeSession('admin')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
