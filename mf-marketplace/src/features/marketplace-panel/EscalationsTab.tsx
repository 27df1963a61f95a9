import {
  isEscalationActive,
  MANUAL_ESCALATION_REASONS,
  relativeTime,
  type Escalation,
  type ManualEscalationReason,
} from '@staydesk/contracts';
import { Badge, Button } from '@staydesk/design-system';
import { Select } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { ActionError } from './ActionError';
import { useCreateEscalationMutation } from './api';
import { ESCALATION_LEVEL_LABELS, ESCALATION_REASON_LABELS } from './escalation-rules';
import { EscalationRulesForm } from './EscalationRulesForm';
import type { TabProps } from './tab-props';
import {
  actionsStyle,
  cardStyle,
  mutedStyle,
  plainListStyle,
  sectionTitleStyle,
  tabBodyStyle,
} from './tabStyles';
import { usePanelAction } from './usePanelAction';

const REASON_OPTIONS = MANUAL_ESCALATION_REASONS.map((reason) => ({
  value: reason,
  label: ESCALATION_REASON_LABELS[reason],
}));

const isManualReason = (value: string): value is ManualEscalationReason =>
  (MANUAL_ESCALATION_REASONS as readonly string[]).includes(value);

function ManualEscalation({ task, platform }: Omit<TabProps, 'editable'>) {
  const [reason, setReason] = useState<ManualEscalationReason>('no_progress');
  const [createEscalation] = useCreateEscalationMutation();
  const action = usePanelAction(platform);
  const warn = () =>
    action.run(
      () => createEscalation({ taskId: task.id, reason, escalation_level: 'warning' }).unwrap(),
      { success: 'Escalation created', failure: 'Failed to create escalation' },
    );
  const toMarketplace = () =>
    action.run(
      () => createEscalation({ taskId: task.id, action: 'escalate_to_marketplace' }).unwrap(),
      { success: 'Escalated to the marketplace', failure: 'Failed to escalate to marketplace' },
    );
  return (
    <section css={tabBodyStyle} aria-label="Manual escalation">
      <h3 css={sectionTitleStyle}>Manual escalation</h3>
      <Select
        label="Reason"
        options={REASON_OPTIONS}
        value={reason}
        onValueChange={(value) => isManualReason(value) && setReason(value)}
      />
      <div css={actionsStyle}>
        <Button onClick={() => void warn()} disabled={action.pending}>
          Create Escalation
        </Button>
        <Button variant="secondary" onClick={() => void toMarketplace()} disabled={action.pending}>
          Escalate to marketplace
        </Button>
      </div>
      <ActionError error={action.error} />
    </section>
  );
}

function History({ escalations }: { escalations: readonly Escalation[] }) {
  const now = new Date();
  const newestFirst = [...escalations].reverse();
  return (
    <section css={tabBodyStyle} aria-label="Escalation history">
      <h3 css={sectionTitleStyle}>History</h3>
      {newestFirst.length === 0 ? (
        <p css={mutedStyle}>No escalations yet</p>
      ) : (
        <ul css={plainListStyle}>
          {newestFirst.map((escalation) => (
            <li key={escalation.id} css={cardStyle}>
              <div css={actionsStyle}>
                <strong>{ESCALATION_REASON_LABELS[escalation.reason]}</strong>
                <Badge tone={escalation.escalation_level === 'warning' ? 'warning' : 'info'}>
                  {ESCALATION_LEVEL_LABELS[escalation.escalation_level]}
                </Badge>
                {isEscalationActive(escalation) ? (
                  <Badge tone="danger">Active</Badge>
                ) : (
                  <Badge tone="success">Resolved</Badge>
                )}
              </div>
              {escalation.details && <p css={{ margin: 0 }}>{escalation.details}</p>}
              <span css={mutedStyle}>{relativeTime(escalation.created_at, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Escalation rules, manual escalation for structure editors, and the task's history. */
export default function EscalationsTab(props: TabProps) {
  return (
    <div css={tabBodyStyle}>
      <EscalationRulesForm {...props} />
      {props.editable && <ManualEscalation task={props.task} platform={props.platform} />}
      <History escalations={props.task.escalations} />
    </div>
  );
}
