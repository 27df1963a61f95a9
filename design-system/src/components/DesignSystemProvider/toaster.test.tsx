import { act, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from './DesignSystemProvider';

// A file of its own: once a page wants its Toaster, it keeps it (module state).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders no Toaster until the page is idle after its first paint', async () => {
  render(<DesignSystemProvider>app</DesignSystemProvider>);
  expect(screen.queryByRole('region', { name: /Status messages/ })).not.toBeInTheDocument();

  await act(async () => {
    jest.runOnlyPendingTimers();
    await import('sonner');
  });

  expect(await screen.findByRole('region', { name: /Status messages/ })).toBeInTheDocument();
});
