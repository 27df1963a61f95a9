import { NO_FILTERS, reservationsPath } from './reservation-filters';

describe('the reservations page call', () => {
  it('asks for every reservation when no filter is set', () => {
    expect(reservationsPath(NO_FILTERS)).toBe('reservations');
  });

  it('sends only the filters set, and the cursor of the next page', () => {
    expect(
      reservationsPath(
        { ...NO_FILTERS, listingId: 'l1', platform: 'airbnb', from: '2026-06-01' },
        'abc',
      ),
    ).toBe('reservations?listingIds=l1&platform=airbnb&from=2026-06-01&cursor=abc');
  });
});
