import { act, render, screen } from '@testing-library/react';
import { ConnectivityBanner } from './ConnectivityBanner';

/** What the browser does when the connection drops or comes back. */
const goOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

it("says 'No internet connection' while offline, then 'Connection restored' for 3 s", () => {
  render(<ConnectivityBanner />);
  expect(screen.queryByRole('status')).toBeNull();
  goOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent('No internet connection');
  goOnline(true);
  expect(screen.getByRole('status')).toHaveTextContent('Connection restored');
  act(() => jest.advanceTimersByTime(2_999));
  expect(screen.getByRole('status')).toHaveTextContent('Connection restored');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});

it("a banner that takes another's place keeps 'Connection restored' for the rest of the 3 s", () => {
  // The layout's own banner, shown until the chrome's banners have loaded.
  const first = render(<ConnectivityBanner />);
  goOnline(false);
  goOnline(true);
  act(() => jest.advanceTimersByTime(1_000));
  first.unmount();
  render(<ConnectivityBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('Connection restored');
  act(() => jest.advanceTimersByTime(2_000));
  expect(screen.queryByRole('status')).toBeNull();
});

it('a banner mounted while offline says so at once', () => {
  goOnline(false);
  render(<ConnectivityBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('No internet connection');
});
