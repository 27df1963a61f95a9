import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import ListingsPage from './ListingsPage';

const listing = (id: string, name: string, city: string) => ({
  id,
  name,
  city,
  thumbnail: null,
  groupId: 'g1',
  businessDetails: null,
  platformData: [],
});

function renderPage() {
  const platform = fakePlatform('admin');
  render(
    <DesignSystemProvider>
      <ListingsPage platform={platform} pathname="/listings" />
    </DesignSystemProvider>,
  );
  return platform;
}

describe('the listings page', () => {
  it('shows the listings in their groups, names cut before the middle dot', async () => {
    stubFetch(() => ({
      body: [
        {
          id: 'g1',
          name: 'Seaside',
          listings: [listing('l1', 'Harbour View Apartment With Balcony · 2BR', 'Lisbon')],
        },
      ],
    }));
    const platform = renderPage();
    const group = await screen.findByRole('region', { name: 'Seaside' });
    const link = await screen.findByRole('link', { name: /Harbour View Apartment Wi…/ });
    expect(group).toContainElement(link);
    expect(link).toHaveAttribute('href', '/listings/l1');
    await userEvent.click(link);
    expect(platform.nav.navigate).toHaveBeenCalledWith('/listings/l1');
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const fetchMock = stubFetch(() => ({ body: [] }));
    renderPage();
    expect(await screen.findByText('No listings available')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search listings'), 'zz');
    expect(await screen.findByText('No listings match your search')).toBeInTheDocument();
    const queries = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('query'),
    );
    // One request when the page opens and one after the pause, none per key.
    expect(queries).toEqual(['', 'zz']);
  });

  it('shows why the listings could not load', async () => {
    stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load listings: Boom');
  });
});
