import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import ReservationView from './ReservationView';

const detailed = {
  id: 'r1',
  guestName: 'Maya Lopez',
  guestContact: null,
  confirmationCode: 'HMX42',
  listingId: 'l1',
  listingName: 'Harbour View',
  listingThumbnail: null,
  checkIn: '2026-06-03',
  checkOut: '2026-06-06',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  status: 'confirmed',
  platform: 'airbnb',
  guests: { total: 3, adults: 2, children: 1, infants: 0, pets: 1 },
  pricing: {
    totals: { total: 560, hostPayout: 560, currency: 'USD', totalTaxes: 40 },
    base: { amount: 450 },
    fees: {
      cleaning: 60,
      pet: 10,
      extraGuest: 0,
      service: 0,
      platform: 0,
      host: 0,
      host_fee_vat: 0,
      processing: 0,
      other: [],
    },
  },
};

describe('the reservation view', () => {
  beforeEach(() => window.history.replaceState(null, '', '/reservations?reservation=r1'));

  it('shows the guest, the stay, the party and the price breakdown', async () => {
    stubFetch(() => ({ body: { reservation: detailed } }));
    render(
      <DesignSystemProvider>
        <ReservationView platform={fakePlatform()} reservationId="r1" />
      </DesignSystemProvider>,
    );
    const panel = await screen.findByRole('complementary', { name: 'Reservation' });
    expect(await screen.findByRole('heading', { name: 'Maya Lopez' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Confirmed');
    expect(panel).toHaveTextContent('15:00');
    expect(panel).toHaveTextContent('Cleaning fee$60.00');
    expect(panel).toHaveTextContent('Total$560.00');
    // Fees the stay does not have are left out.
    expect(panel).not.toHaveTextContent('Extra-guest fee');
  });

  it('closes by dropping the parameter from the page it is on', async () => {
    stubFetch(() => ({ body: { reservation: detailed } }));
    const platform = fakePlatform();
    render(
      <DesignSystemProvider>
        <ReservationView platform={platform} reservationId="r1" />
      </DesignSystemProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close reservation' }));
    expect(platform.nav.navigate).toHaveBeenCalledWith('/reservations');
  });

  it('shows the change another browser made as it arrives on the live stream', async () => {
    let guestName = 'Maya Lopez';
    stubFetch(() => ({ body: { reservation: { ...detailed, guestName } } }));
    const platform = fakePlatform();
    render(
      <DesignSystemProvider>
        <ReservationView platform={platform} reservationId="r1" />
      </DesignSystemProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Maya Lopez' })).toBeInTheDocument();
    guestName = 'Maya Lopez-Grant';
    platform.emit('reservations');
    expect(await screen.findByRole('heading', { name: 'Maya Lopez-Grant' })).toBeInTheDocument();
  });

  it('says why the reservation could not be read', async () => {
    stubFetch(() => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Your role cannot read reservations' } },
    }));
    render(
      <DesignSystemProvider>
        <ReservationView platform={fakePlatform()} reservationId="r1" />
      </DesignSystemProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the reservation: Your role cannot read reservations',
    );
  });
});
