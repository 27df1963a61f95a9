import type { PlatformProps } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { Dialog } from '@staydesk/design-system/overlays';
import { UnavailableNotice } from './NotificationDetailsDialog';
import type { UrlTarget } from './url-target';

interface LinkedTargetDialogProps extends PlatformProps {
  target: UrlTarget;
  onClose: () => void;
}

/** The item a link names (a pushed notification's click): a thread or a dashboard item. */
export default function LinkedTargetDialog({ target, onClose }: LinkedTargetDialogProps) {
  const detail =
    target.kind === 'thread'
      ? { term: 'Conversation', value: target.threadId }
      : { term: 'Dashboard item', value: target.dashboardItemId };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
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
