import { useState } from 'react';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';
import { ReservationDialog } from './ReservationDialog';
import type { NotificationModalState } from './useOpenNotification';

interface NotificationModalProps {
  modal: NotificationModalState | null;
  onClose: () => void;
  now: Date;
}

/** The modal a notification click opened: a reservation, or the notification in full. */
export function NotificationModal({ modal, onClose, now }: NotificationModalProps) {
  // The content stays while the dialog closes, so focus goes back before anything unmounts.
  const [shown, setShown] = useState(modal);
  if (modal && modal !== shown) setShown(modal);
  if (!shown) return null;
  const open = modal !== null;
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  if (shown.action.kind === 'reservation') {
    return (
      <ReservationDialog
        open={open}
        onOpenChange={onOpenChange}
        reservationId={shown.action.reservationId}
        notification={shown.notification}
      />
    );
  }
  return (
    <NotificationDetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      action={shown.action}
      notification={shown.notification}
      now={now}
    />
  );
}
