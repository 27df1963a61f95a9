import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@staydesk/contracts';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { toast } from './toast';

/** Sonner removes a toast a short exit animation after its duration ends. */
const EXIT_MS = 500;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** sonner loads lazily: let the import settle, then it renders a new toast on the next tick. */
const settle = () =>
  act(async () => {
    await import('sonner');
    await Promise.resolve();
  });

const renderProvider = async (ui: Parameters<typeof render>[0]) => {
  render(ui);
  await settle();
};

const showToast = async (show: () => void) => {
  act(show);
  await settle();
  advance(1);
};

describe('toast', () => {
  it('shows a success message for 3.5 s', async () => {
    await renderProvider(<DesignSystemProvider>app</DesignSystemProvider>);

    await showToast(() => toast.success('Command executed successfully'));
    expect(screen.getByText('Command executed successfully')).toBeInTheDocument();

    advance(TOAST_DURATION_MS.success + EXIT_MS);
    expect(screen.queryByText('Command executed successfully')).not.toBeInTheDocument();
  });

  it('keeps an error for 6.5 s, longer than other toasts', async () => {
    await renderProvider(<DesignSystemProvider>app</DesignSystemProvider>);

    await showToast(() => toast.error('Failed to execute command'));
    advance(TOAST_DURATION_MS.success + EXIT_MS);
    expect(screen.getByText('Failed to execute command')).toBeInTheDocument();

    advance(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    expect(screen.queryByText('Failed to execute command')).not.toBeInTheDocument();
  });

  it('shows each toast once however many providers are mounted', async () => {
    render(
      <DesignSystemProvider>
        shell
        <DesignSystemProvider>remote</DesignSystemProvider>
      </DesignSystemProvider>,
    );
    await renderProvider(<DesignSystemProvider>another remote root</DesignSystemProvider>);

    await showToast(() => toast.show('Access code created successfully', 'success'));

    expect(screen.getAllByText('Access code created successfully')).toHaveLength(1);
  });
});
