import { RESERVATION_VIEW_PARAM, type PlatformApi } from '@staydesk/contracts';
import { useLocationPart } from '@staydesk/design-system/platform';
import { lazy, Suspense } from 'react';

const ReservationPanel = lazy(() => import('./ReservationPanel'));

/** `?reservation={id}` on any path opens the reservation view; its code loads only then. */
export function ReservationView({ platform }: { platform: PlatformApi }) {
  const reservationId = new URLSearchParams(useLocationPart('search')).get(RESERVATION_VIEW_PARAM);
  if (!reservationId) return null;
  return (
    <Suspense fallback={null}>
      <ReservationPanel key={reservationId} platform={platform} reservationId={reservationId} />
    </Suspense>
  );
}
