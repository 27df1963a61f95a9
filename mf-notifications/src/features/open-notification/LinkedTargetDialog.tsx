import type { PlatformProps } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { Dialog } from '@staydesk/design-system/overlays';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { UnavailableNotice } from './NotificationDetailsDialog';
import { ReservationDialog } from './ReservationDialog';
import type { UrlTarget } from './url-target';

interface LinkedTargetDialogProps extends PlatformProps {
  target: UrlTarget;
  onClose: () => void;
}

/** The item a link names (a pushed notification's click): a reservation, thread or dashboard item. */
export default function LinkedTargetDialog({ target, onClose }: LinkedTargetDialogProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (target.kind === 'reservation') {
    return (
      <Provider store={store}>
        <ReservationDialog open onOpenChange={onOpenChange} reservationId={target.reservationId} />
      </Provider>
    );
  }
  const detail =
    target.kind === 'thread'
      ? { term: 'Conversation', value: target.threadId }
      : { term: 'Dashboard item', value: target.dashboardItemId };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={detail.term}
      width={480}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <DetailList details={[detail]} />
      <UnavailableNotice kind={target.kind} />
    </Dialog>
  );
}
