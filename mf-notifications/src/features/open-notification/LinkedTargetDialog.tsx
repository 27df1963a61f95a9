import { dashboardItemOpens, notificationClickPath, type PlatformProps } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { Dialog } from '@staydesk/design-system/overlays';
import { useEffect } from 'react';
import { UnavailableNotice } from './NotificationDetailsDialog';
import type { UrlTarget } from './url-target';

interface LinkedTargetDialogProps extends PlatformProps {
  target: UrlTarget;
  onClose: () => void;
}

/**
 * The item a link names (a pushed notification's click): a thread, or a dashboard item. An
 * item of the inbox opens itself (its task or reservation) in place of the link, so Back does
 * not return to a link that would open it again; an id that names none says so.
 */
export default function LinkedTargetDialog({ platform, target, onClose }: LinkedTargetDialogProps) {
  const itemId = target.kind === 'dashboard-item' ? target.dashboardItemId : null;
  const opensItem = itemId !== null && dashboardItemOpens(itemId) !== null;
  useEffect(() => {
    if (!itemId || !opensItem) return;
    const path = notificationClickPath({ dashboardItemId: itemId }, window.location);
    if (path) window.history.replaceState(window.history.state, '', path);
  }, [itemId, opensItem]);
  if (opensItem) return null;

  if (target.kind === 'thread') {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="Conversation"
        width={480}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <DetailList details={[{ term: 'Conversation', value: target.threadId }]} />
        <UnavailableNotice kind="thread" />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Inbox item"
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => platform.nav.navigate('/')}>Open the inbox</Button>
        </>
      }
    >
      <UnavailableNotice kind="dashboard-item" />
    </Dialog>
  );
}
