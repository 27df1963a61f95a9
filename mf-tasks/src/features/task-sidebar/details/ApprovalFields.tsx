import { formatTaskTime, instantIn, type TaskUpdate } from '@staydesk/contracts';
import { useId } from 'react';
import { toLocalDateTime } from '../editing/local-date-time';
import { SaveFailure } from '../editing/SaveFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { useFieldDraft } from '../editing/useFieldDraft';
import { fieldStyle, labelStyle, mutedStyle } from '../formStyles';

interface RequirementProps {
  label: string;
  deadlineLabel: string;
  required: boolean;
  deadline: string | null;
  /** The task's zone: the deadline is typed and shown in it. */
  zone: string;
  editable: boolean;
  onToggle: (on: boolean) => Omit<TaskUpdate, 'version'>;
  onDeadline: (deadline: string | null) => Omit<TaskUpdate, 'version'>;
}

function Requirement({
  label,
  deadlineLabel,
  required,
  deadline,
  zone,
  editable,
  onToggle,
  onDeadline,
}: RequirementProps) {
  const id = useId();
  const field = useFieldDraft({ required, deadline: toLocalDateTime(deadline, zone) });
  const commitDeadline = (value: string) => {
    field.edit({ ...field.value, deadline: value });
    void field.commit(onDeadline(value ? instantIn(value, zone).toISOString() : null));
  };
  const shown = formatTaskTime(deadline, zone);
  if (!editable) {
    return (
      <div>
        <span css={labelStyle}>{label}</span>
        <span>{required ? (deadline ? `Yes, by ${shown}` : 'Yes') : 'No'}</span>
      </div>
    );
  }
  return (
    <div>
      <label css={[labelStyle, { display: 'flex', gap: 8, alignItems: 'center' }]}>
        <input
          type="checkbox"
          checked={field.value.required}
          onChange={(event) => {
            field.edit({ ...field.value, required: event.target.checked });
            void field.commit(onToggle(event.target.checked));
          }}
        />
        {label}
      </label>
      {required && (
        <>
          <label htmlFor={id} css={mutedStyle}>
            {deadlineLabel}
          </label>
          <input
            id={id}
            type="datetime-local"
            value={field.value.deadline}
            onChange={(event) => commitDeadline(event.target.value)}
            css={[fieldStyle, { width: 'auto' }]}
          />
        </>
      )}
      <SaveFailure failure={field.failure} current={shown} />
    </div>
  );
}

/**
 * Requires approval and requires acceptance. Turning approval on sends no deadline: the API sets
 * it 48 h before the due date and answers it.
 */
export function ApprovalFields() {
  const { task, mayChange } = useTaskEditing();
  return (
    <>
      <Requirement
        label="Requires approval"
        deadlineLabel="Approval deadline"
        required={task.requires_approval}
        deadline={task.approval_deadline}
        zone={task.time_zone}
        editable={mayChange('requiresApproval')}
        onToggle={(requiresApproval) => ({ requiresApproval })}
        onDeadline={(approvalDeadline) => ({ approvalDeadline })}
      />
      <Requirement
        label="Requires acceptance"
        deadlineLabel="Acceptance deadline"
        required={task.requires_acceptance}
        deadline={task.acceptance_deadline}
        zone={task.time_zone}
        editable={mayChange('requiresAcceptance')}
        onToggle={(requiresAcceptance) => ({ requiresAcceptance })}
        onDeadline={(acceptanceDeadline) => ({ acceptanceDeadline })}
      />
    </>
  );
}
