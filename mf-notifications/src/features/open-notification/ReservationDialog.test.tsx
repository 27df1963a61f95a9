import { screen } from '@testing-library/react';
import { renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { api as notificationsApi } from '../notifications-api';
import { ReservationDialog } from './ReservationDialog';

const openDialog = () =>
  renderSurface(
    <ReservationDialog open onOpenChange={() => undefined} reservationId="r-1" />,
    notificationsApi,
  );

test('a role that may not read reservations is told why, with nothing to try again', async () => {
  stubFetch(() => ({
    status: 403,
    body: { error: { code: 'forbidden', message: 'Your role (cleaner) cannot see reservations' } },
  }));
  openDialog();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This reservation is not available to your role');
  expect(alert).toHaveTextContent('Your role (cleaner) cannot see reservations');
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
});

test('a failure that may pass offers to try again', async () => {
  stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
  openDialog();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reservation');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
