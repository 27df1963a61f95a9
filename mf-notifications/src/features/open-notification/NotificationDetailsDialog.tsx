import { css, type Theme } from '@emotion/react';
import {
  relativeTime,
  type Notification,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_TYPE_LABELS,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { DetailList, type Detail } from '@staydesk/design-system/panels';
import { Dialog } from '@staydesk/design-system/overlays';
import type { NotificationClickAction } from './click-action';

interface NotificationDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: Extract<NotificationClickAction, { kind: 'dashboard-item' | 'thread' }>;
  notification: Notification;
  now: Date;
}

const textStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const noteStyle = (theme: Theme) => css`
  margin: ${theme.space[4]} 0 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.muted};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

/**
 * Conversations are not in Staydesk yet, and a dashboard item that is no longer in the inbox
 * cannot open: the dialog says so instead of a dead link.
 */
const UNAVAILABLE: Record<NotificationDetailsDialogProps['action']['kind'], string> = {
  thread:
    'Open in inbox is not available: conversations are not in Staydesk yet. The whole notification is shown here.',
  'dashboard-item':
    'This item is not in your inbox any more: it was done, or it is no longer yours to see.',
};

/** Why the item itself cannot open, in place of a dead link. */
export function UnavailableNotice({ kind }: { kind: keyof typeof UNAVAILABLE }) {
  return <p css={noteStyle}>{UNAVAILABLE[kind]}</p>;
}

function receivedAt(createdAt: string | null, now: Date): string {
  const relative = relativeTime(createdAt, now);
  if (!createdAt) return relative;
  const exact = new Date(createdAt).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${relative} (${exact})`;
}

/** A message thread or dashboard item notification, in full, with what it refers to. */
export function NotificationDetailsDialog({
  open,
  onOpenChange,
  action,
  notification,
  now,
}: NotificationDetailsDialogProps) {
  const reference: Detail =
    action.kind === 'thread'
      ? { term: 'Conversation', value: action.threadId }
      : { term: 'Inbox item', value: action.dashboardItemId };
  const reservationId = notification.source_reference?.reservationId;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={notification.title || 'No title'}
      width={520}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <p css={textStyle}>{notification.description || 'No description'}</p>
      <DetailList
        details={[
          { term: 'Received', value: receivedAt(notification.created_at, now) },
          { term: 'Type', value: NOTIFICATION_TYPE_LABELS[notification.type] },
          { term: 'Category', value: NOTIFICATION_CATEGORY_LABELS[notification.category] },
          { term: 'Priority', value: NOTIFICATION_PRIORITY_LABELS[notification.priority] },
          reference,
          ...(reservationId ? [{ term: 'Reservation', value: reservationId }] : []),
        ]}
      />
      <UnavailableNotice kind={action.kind} />
    </Dialog>
  );
}
