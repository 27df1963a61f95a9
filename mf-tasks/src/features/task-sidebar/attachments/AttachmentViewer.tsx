import type { Attachment } from '@staydesk/contracts';
import { Dialog } from '@staydesk/design-system/overlays';
import { AttachmentPreview } from './AttachmentPreview';

interface AttachmentViewerProps {
  attachment: Attachment;
  onClose: () => void;
}

/** Loaded with the first attachment opened: Radix's dialog is not on the sidebar's path. */
export default function AttachmentViewer({ attachment, onClose }: AttachmentViewerProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={attachment.name || 'No title'}
      description={attachment.metadata.caption ?? undefined}
      width={720}
    >
      <AttachmentPreview attachment={attachment} />
    </Dialog>
  );
}
