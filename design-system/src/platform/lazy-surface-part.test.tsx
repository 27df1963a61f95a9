import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazySurfacePart } from './lazy-surface-part';

it('renders the last step’s component once the steps before it are imported, in order', async () => {
  const imported: string[] = [];
  const Part = lazySurfacePart(
    async () => imported.push('store'),
    async () => imported.push('api'),
    async () => {
      imported.push('feature');
      return { default: ({ title }: { title: string }) => <h2>{title}</h2> };
    },
  );
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part title="Check linen stock" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Check linen stock' })).toBeInTheDocument();
  expect(imported).toEqual(['store', 'api', 'feature']);
});

it('tries each step again on its own, so a failure in every step still ends in the component', async () => {
  jest.useFakeTimers();
  try {
    const attempts = new Map<string, number>();
    // Like a chunk whose first request fails (the page's failed preload answers it), then loads.
    const failingOnce =
      <T,>(name: string, value: T) =>
      async () => {
        const attempt = (attempts.get(name) ?? 0) + 1;
        attempts.set(name, attempt);
        if (attempt === 1) throw new Error(`Loading chunk ${name} failed.`);
        return value;
      };
    const Part = lazySurfacePart(
      failingOnce('store', null),
      failingOnce('zod', null),
      failingOnce('schemas', null),
      failingOnce('api', null),
      failingOnce('feature', { default: ({ title }: { title: string }) => <h2>{title}</h2> }),
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part title="Check linen stock" />
      </Suspense>,
    );
    // One wait of a second per step (the first retry's delay), and the tasks between the steps.
    await act(() => jest.advanceTimersByTimeAsync(5_100));
    expect(screen.getByRole('heading', { name: 'Check linen stock' })).toBeInTheDocument();
    expect([...attempts.values()]).toEqual([2, 2, 2, 2, 2]);
  } finally {
    jest.useRealTimers();
  }
});
