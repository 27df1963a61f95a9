import { render, screen } from '@testing-library/react';
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
