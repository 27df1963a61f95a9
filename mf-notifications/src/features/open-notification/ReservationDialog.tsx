import type { Notification } from '@staydesk/contracts';
import { Button, EmptyState, Spinner } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { Dialog } from '@staydesk/design-system/overlays';
import { useGetReservationQuery } from './api';
import { guestSummary, platformLabel, stayDate, statusLabel } from './reservation-format';

function refusalMessageOf(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } }).data;
  const message = data?.error?.message;
  return typeof message === 'string' ? message : 'Ask an admin if you need it.';
}

interface ReservationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reservationId: string;
  /** The notification that led here; absent when the dialog opened from a link. */
  notification?: Notification;
}

export function ReservationDialog({
  open,
  onOpenChange,
  reservationId,
  notification,
}: ReservationDialogProps) {
  const {
    data: reservation,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetReservationQuery(reservationId);
  const status = error !== undefined && 'status' in error ? error.status : undefined;
  const notFound = status === 404;
  // A role that may not read reservations gets the API's reason: trying again cannot help.
  const refusal = status === 403 ? refusalMessageOf(error) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={reservation ? `Reservation ${reservation.confirmationCode}` : 'Reservation'}
      description={notification?.title || undefined}
      width={480}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {isLoading && (
        <div css={{ display: 'flex', justifyContent: 'center' }}>
          <Spinner label="Loading reservation" />
        </div>
      )}
      {!isLoading && error && (
        <div role="alert">
          {notFound ? (
            <EmptyState
              title="Reservation not found"
              description="It may have been removed since this notification was sent."
            />
          ) : refusal !== null ? (
            <EmptyState
              title="This reservation is not available to your role"
              description={refusal}
            />
          ) : (
            <EmptyState
              title="Failed to load reservation"
              action={
                <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
                  Try Again
                </Button>
              }
            />
          )}
        </div>
      )}
      {!isLoading && !error && reservation && (
        <DetailList
          details={[
            { term: 'Guest', value: reservation.guestName },
            { term: 'Listing', value: reservation.listingName },
            {
              term: 'Check-in',
              value: stayDate(reservation.checkIn, reservation.checkInTime),
            },
            {
              term: 'Check-out',
              value: stayDate(reservation.checkOut, reservation.checkOutTime),
            },
            { term: 'Guests', value: guestSummary(reservation.guests) },
            { term: 'Status', value: statusLabel(reservation.status) },
            { term: 'Confirmation code', value: reservation.confirmationCode },
            { term: 'Platform', value: platformLabel(reservation.platform) },
          ]}
        />
      )}
    </Dialog>
  );
}
