import {
  formatMoney,
  issueTypeLabel,
  resolveLabel,
  type IssueBidAdjustment,
  type PlatformApi,
  type TaskIssue,
} from '@staydesk/contracts';
import { Badge, Button } from '@staydesk/design-system';
import { format } from 'date-fns';
import { ActionError } from '../marketplace-panel/ActionError';
import { usePanelAction } from '../marketplace-panel/usePanelAction';
import { useDecideBidMutation } from '../marketplace-panel/api';
import { useCreateFollowUpMutation, useResolveIssueMutation } from './api';
import { IssueEvidence } from './IssueEvidence';

export interface IssueRights {
  /** Resolve, approve or reject adjustments. */
  canEdit: boolean;
  /** Make a follow-up task. */
  canEditStructure: boolean;
}

interface IssueCardProps {
  taskId: string;
  issue: TaskIssue;
  rights: IssueRights;
  platform: PlatformApi;
}

const STATUS_TONES = {
  reported: 'warning',
  investigating: 'info',
  blocked: 'danger',
  resolved: 'success',
} as const;

/** One issue: what was found, where and when, its evidence, and what the viewer may do. */
export function IssueCard({ taskId, issue, rights, platform }: IssueCardProps) {
  const adjustment = issue.metadata.bidAdjustment;
  const [resolve] = useResolveIssueMutation();
  const [followUp] = useCreateFollowUpMutation();
  const [decide] = useDecideBidMutation();
  const action = usePanelAction(platform);
  const open = issue.status !== 'resolved';
  const headingId = `issue-${issue.id}`;
  return (
    <article
      aria-labelledby={headingId}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[3],
        border: `1px solid ${theme.colors.border.subtle}`,
        borderRadius: 8,
      })}
    >
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <h4 id={headingId} css={{ margin: 0, fontSize: 16 }}>
          {issue.title || 'No title'}
        </h4>
        <Badge tone={STATUS_TONES[issue.status]}>{issue.status}</Badge>
        {issue.is_blocking && <Badge tone="danger">Blocking</Badge>}
      </header>
      {issue.description && <p css={{ margin: 0 }}>{issue.description}</p>}
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
        <dt>Type</dt>
        <dd css={{ margin: 0 }}>{issueTypeLabel(issue.type)}</dd>
        <dt>Location</dt>
        <dd css={{ margin: 0 }}>{issue.location ?? 'General'}</dd>
        <dt>Reported</dt>
        <dd css={{ margin: 0 }}>
          <time dateTime={issue.created_at}>{format(new Date(issue.created_at), 'PPp')}</time>
        </dd>
        {issue.isFromSubtask && (
          <>
            <dt>From subtask</dt>
            <dd css={{ margin: 0 }}>{issue.subtaskTitle ?? 'Subtask'}</dd>
          </>
        )}
      </dl>
      <IssueEvidence issue={issue} />
      {adjustment && (
        <AdjustmentRow
          adjustment={adjustment}
          canDecide={rights.canEdit}
          pending={action.pending}
          onDecide={(approve) =>
            void action.run(
              () =>
                decide(
                  approve
                    ? { action: 'approve_adjustment', taskId, adjustmentId: adjustment.id }
                    : {
                        action: 'reject_adjustment',
                        taskId,
                        adjustmentId: adjustment.id,
                        reason: 'Not justified',
                      },
                ).unwrap(),
              approve
                ? { success: 'Adjustment approved', failure: 'Failed to approve adjustment' }
                : { success: 'Adjustment rejected', failure: 'Failed to reject adjustment' },
            )
          }
        />
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {open && rights.canEdit && (
          <Button
            size="sm"
            disabled={action.pending}
            onClick={() =>
              void action.run(
                () => resolve({ taskId, issueId: issue.id, action: 'resolve' }).unwrap(),
                {
                  success: 'Issue resolved',
                  failure: 'Failed to resolve issue',
                },
              )
            }
          >
            {resolveLabel(issue, 'panel')}
          </Button>
        )}
        {rights.canEditStructure && issue.created_task_id && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => platform.nav.openTask(issue.created_task_id!)}
          >
            Open follow-up task
          </Button>
        )}
        {open && rights.canEditStructure && !issue.created_task_id && (
          <Button
            size="sm"
            variant="secondary"
            disabled={action.pending}
            onClick={() =>
              void action.run(() => followUp({ taskId, issueId: issue.id }).unwrap(), {
                success: 'Follow-up task created',
                failure: 'Failed to create follow-up task',
              })
            }
          >
            Create follow-up task
          </Button>
        )}
      </div>
      <ActionError error={action.error} />
    </article>
  );
}

interface AdjustmentRowProps {
  adjustment: IssueBidAdjustment;
  canDecide: boolean;
  pending: boolean;
  onDecide: (approve: boolean) => void;
}

function AdjustmentRow({ adjustment, canDecide, pending, onDecide }: AdjustmentRowProps) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <span>
        Adjustment requested: {formatMoney(adjustment.amount, adjustment.currency)} ·{' '}
        {adjustment.status}
      </span>
      {canDecide && adjustment.status === 'pending' && (
        <>
          <Button size="sm" disabled={pending} onClick={() => onDecide(true)}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => onDecide(false)}>
            Reject
          </Button>
        </>
      )}
    </div>
  );
}
