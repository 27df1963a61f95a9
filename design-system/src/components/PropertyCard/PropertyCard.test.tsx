import { sampleTask } from '../../fixtures';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PropertyCard, type PropertyCardData } from './PropertyCard';

const property = sampleTask().property as PropertyCardData;

test('shows who runs the property and opens its platform page in a new tab', () => {
  renderWithTheme(<PropertyCard property={property} label="Property" />);

  const card = screen.getByRole('region', { name: 'Property' });
  expect(card).toHaveTextContent('Casa do Mar Stays');
  expect(screen.getByRole('link', { name: 'hello@casadomar.test' })).toHaveAttribute(
    'href',
    'mailto:hello@casadomar.test',
  );
  expect(screen.getByRole('link', { name: '+351 21 000 0100' })).toHaveAttribute(
    'href',
    'tel:+351210000100',
  );
  const airbnb = screen.getByRole('link', {
    name: 'Airbnb listing 53000101 (opens in a new tab)',
  });
  expect(airbnb).toHaveAttribute('href', 'https://www.airbnb.com/rooms/53000101');
  expect(airbnb).toHaveAttribute('target', '_blank');
  expect(airbnb).toHaveAttribute('rel', 'noopener noreferrer');
  expect(card).toHaveTextContent('Booking.com7700201');
  expect(screen.getAllByRole('link')).toHaveLength(3);
});

test('a platform address that is not a web page is shown, not linked', () => {
  renderWithTheme(
    <PropertyCard
      property={{
        ...property,
        businessDetails: null,
        platformData: [{ platform: 'airbnb', externalId: '42', url: 'javascript:alert(1)' }],
      }}
    />,
  );

  expect(screen.getByText('42')).toBeVisible();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByText('Company')).not.toBeInTheDocument();
});

test('access instructions kept as HTML show formatted and sanitised; plain ones as written', async () => {
  const { unmount } = renderWithTheme(
    <PropertyCard
      property={{
        ...property,
        access: {
          wifi: null,
          instructions:
            '<p>Lockbox by the <strong>side door</strong>, code <strong>4108</strong>.</p><img src=x onerror="alert(1)">',
        },
      }}
      label="Property"
    />,
  );
  const door = await screen.findByText('side door');
  expect(door.tagName).toBe('STRONG');
  const card = screen.getByRole('region', { name: 'Property' });
  expect(card).toHaveTextContent('Lockbox by the side door, code 4108.');
  expect(card).not.toHaveTextContent('<p>');
  expect(card.querySelector('[onerror]')).toBeNull();
  unmount();

  renderWithTheme(
    <PropertyCard
      property={{ ...property, access: { wifi: null, instructions: 'Code 4411\nthen push' } }}
    />,
  );
  expect(screen.getByText(/Code 4411\s+then push/)).toBeVisible();
});
