import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../render-with-theme';
import { NO_OUTAGE, OUTAGE_EVENT_TYPE, type LiveEvent, type Outage } from '@staydesk/contracts';
import { fakePlatform, fakeSession } from '@staydesk/design-system/testing';
import Banners from './Banners';

const OUTAGE: Outage = {
  active: true,
  source: 'manual',
  description: 'Our hosting provider is down',
  statusPageUrl: 'https://status.provider.test',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

function platformWith(outage: Outage) {
  const platform = fakePlatform('admin');
  const listeners: Array<(event: LiveEvent) => void> = [];
  platform.apiFetch = async () => new Response(JSON.stringify(outage), { status: 200 });
  platform.subscribe = (_topic, handler) => {
    listeners.push(handler as (event: LiveEvent) => void);
    return () => undefined;
  };
  const announce = (payload: Outage) =>
    act(() =>
      listeners.forEach((listener) =>
        listener({ id: 'e', topic: 'platform', type: OUTAGE_EVENT_TYPE, payload, createdAt: '' }),
      ),
    );
  return { platform, announce };
}

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

describe('the banners', () => {
  it('stack in the spec order: impersonation, connectivity, outage, verification', async () => {
    setOnline(false);
    const session = {
      ...fakeSession('cleaner'),
      emailVerified: false,
      originalUser: { email: 'admin@example.test', customerId: 'customer-1', isAdmin: true },
    };
    const { platform } = platformWith(OUTAGE);
    const { container } = renderWithTheme(<Banners session={session} platform={platform} />);
    // Both are chunks of their own: loading them may take a moment.
    const loaded = { timeout: 5_000 };
    await screen.findByText(
      'Impersonating: alex@example.test | Original user: admin@example.test',
      {},
      loaded,
    );
    await screen.findByText(/Our hosting provider is down/, {}, loaded);
    const texts = [...container.children].map((banner) => banner.textContent);
    expect(texts).toEqual([
      'Impersonating: alex@example.test | Original user: admin@example.testEnd Impersonation',
      'No internet connection',
      "Service disruption: Our hosting provider is down View the provider's status page",
      'Please verify your email address. Verify now',
    ]);
    expect(screen.getByRole('link', { name: "View the provider's status page" })).toHaveAttribute(
      'href',
      'https://status.provider.test',
    );
  });

  it('show and hide the outage as the API announces it, without a reload', async () => {
    const { platform, announce } = platformWith(NO_OUTAGE);
    renderWithTheme(<Banners session={fakeSession('admin')} platform={platform} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/Service disruption/)).toBeNull();
    announce(OUTAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Our hosting provider is down');
    announce(NO_OUTAGE);
    expect(screen.queryByText(/Service disruption/)).toBeNull();
  });

  it('keep an outage announced while the first read was on its way', async () => {
    const { platform, announce } = platformWith(OUTAGE);
    let answerRead: (response: Response) => void = () => undefined;
    platform.apiFetch = () => new Promise((resolve) => (answerRead = resolve));
    renderWithTheme(<Banners session={fakeSession('admin')} platform={platform} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    announce(OUTAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Our hosting provider is down');
    // The read was answered before the outage was raised.
    await act(async () => answerRead(new Response(JSON.stringify(NO_OUTAGE), { status: 200 })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Our hosting provider is down');
  });
});
