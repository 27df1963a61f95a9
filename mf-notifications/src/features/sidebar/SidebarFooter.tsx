import { css, type Theme } from '@emotion/react';
import { Button, VisuallyHidden } from '@staydesk/design-system';
import { CheckIcon } from './icons';
import { useGuardedAction } from './useGuardedAction';

/** Mark-all-read ignores a second click this soon (spec: shell §9). */
export const MARK_ALL_GUARD_MS = 1_000;
/** Success feedback of the bulk actions (spec: shell §4). */
export const BULK_FEEDBACK_MS = 2_000;

const footerStyle = (theme: Theme) => css`
  flex: 0 0 auto;
  display: flex;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.background.surface};
  & > button {
    flex: 1 1 0;
  }
`;

interface SidebarFooterProps {
  unreadCount: number;
  canArchive: boolean;
  onMarkAllRead: () => Promise<unknown>;
  onArchiveAll: () => Promise<unknown>;
}

export function SidebarFooter({
  unreadCount,
  canArchive,
  onMarkAllRead,
  onArchiveAll,
}: SidebarFooterProps) {
  const markAll = useGuardedAction(onMarkAllRead, {
    guardMs: MARK_ALL_GUARD_MS,
    feedbackMs: BULK_FEEDBACK_MS,
    failureMessage: 'Failed to mark all as read',
  });
  const archiveAll = useGuardedAction(onArchiveAll, {
    guardMs: 0,
    feedbackMs: BULK_FEEDBACK_MS,
    failureMessage: 'Failed to archive all',
  });
  return (
    <div css={footerStyle}>
      <Button
        variant="secondary"
        size="sm"
        loading={markAll.state === 'busy'}
        disabled={markAll.state === 'idle' && unreadCount === 0}
        onClick={markAll.trigger}
      >
        {markAll.state === 'done' && <CheckIcon />}
        {markAll.state === 'done' ? 'All read' : 'Mark all read'}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={archiveAll.state === 'busy'}
        disabled={archiveAll.state === 'idle' && !canArchive}
        onClick={archiveAll.trigger}
      >
        {archiveAll.state === 'done' && <CheckIcon />}
        {archiveAll.state === 'done' ? 'All archived' : 'Archive all'}
      </Button>
      <VisuallyHidden role="status">
        {markAll.state === 'done' && 'All notifications marked as read.'}
        {archiveAll.state === 'done' && 'All notifications archived.'}
      </VisuallyHidden>
    </div>
  );
}
