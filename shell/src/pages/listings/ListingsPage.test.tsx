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

const pageOf = (
  groups: { id: string; name: string; listings: ReturnType<typeof listing>[] }[],
  total = groups.reduce((count, group) => count + group.listings.length, 0),
  offset = 0,
) => ({ groups, total, offset, limit: 24 });

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
      body: pageOf([
        {
          id: 'g1',
          name: 'Seaside',
          listings: [listing('l1', 'Harbour View Apartment With Balcony · 2BR', 'Lisbon')],
        },
      ]),
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
    const fetchMock = stubFetch(() => ({ body: pageOf([]) }));
    renderPage();
    expect(await screen.findByText('No listings available')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search listings'), 'zz');
    expect(await screen.findByText('No listings match your search')).toBeInTheDocument();
    const queries = fetchMock.mock.calls.map(([input]) =>
      new URL(new Request(input).url).searchParams.get('query'),
    );
    // One request when the page opens and one after the pause, none per key.
    expect(queries).toEqual(['', 'zz']);
  });

  it('says how many listings there are, and pages through them all', async () => {
    const named = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        listing(`l${from + index}`, `Flat ${from + index}`, 'Porto'),
      );
    const fetchMock = stubFetch((request) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      const listings = offset === 0 ? named(1, 24) : named(25, 6);
      return { body: pageOf([{ id: 'g1', name: 'Seaside', listings }], 30, offset) };
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 1–24 of 30 listings');
    expect(screen.getAllByRole('link')).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Flat 30/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25–30 of 30 listings');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const offsets = fetchMock.mock.calls.map(([input]) =>
      new URL(new Request(input).url).searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '24']);
  });

  it('says so when every listing fits on one page', async () => {
    stubFetch(() => ({
      body: pageOf([{ id: 'g1', name: 'Seaside', listings: [listing('l1', 'Loft', 'Porto')] }]),
    }));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 listing$/);
    expect(screen.queryByRole('navigation', { name: 'Listing pages' })).not.toBeInTheDocument();
  });

  it('shows why the listings could not load', async () => {
    stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load listings: Boom');
  });
});
