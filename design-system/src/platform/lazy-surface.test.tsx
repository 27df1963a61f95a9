import { act, render, screen } from '@testing-library/react';
import { lazySurface } from './lazy-surface';

const Title = ({ title }: { title: string }) => <h2>{title}</h2>;

it('shows its fallback, drawn from the props, until the part has loaded', async () => {
  const Surface = lazySurface(async () => ({ default: Title }), {
    fallback: ({ title }) => <p>Loading {title}</p>,
  });
  render(<Surface title="Check linen stock" />);
  expect(screen.getByText('Loading Check linen stock')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Check linen stock' })).toBeInTheDocument();
});

it('loads once, whether preloaded or rendered first', async () => {
  const load = jest.fn(async () => ({ default: Title }));
  const Surface = lazySurface(load);
  void Surface.preload();
  void Surface.preload();
  render(<Surface title="Restock towels" />);
  expect(await screen.findByRole('heading', { name: 'Restock towels' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a part whose chunk failed to load again, and shows it once it loads', async () => {
  jest.useFakeTimers();
  try {
    let attempts = 0;
    const Surface = lazySurface(async () => {
      attempts += 1;
      // Like a chunk whose first request fails (the page's failed preload answers it).
      if (attempts === 1) throw new Error('Loading chunk 694 failed.');
      return { default: Title };
    });
    render(<Surface title="Check linen stock" />);
    await act(() => jest.advanceTimersByTimeAsync(1_100));
    expect(screen.getByRole('heading', { name: 'Check linen stock' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});
