import { approvalDeadlineFor, formatDueDate, type TaskUpdate } from '@staydesk/contracts';
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
  editable: boolean;
  onToggle: (on: boolean) => Omit<TaskUpdate, 'version'>;
  onDeadline: (deadline: string | null) => Omit<TaskUpdate, 'version'>;
}

function Requirement({
  label,
  deadlineLabel,
  required,
  deadline,
  editable,
  onToggle,
  onDeadline,
}: RequirementProps) {
  const id = useId();
  const field = useFieldDraft({ required, deadline: toLocalDateTime(deadline) });
  const commitDeadline = (value: string) => {
    field.edit({ ...field.value, deadline: value });
    void field.commit(onDeadline(value ? new Date(value).toISOString() : null));
  };
  if (!editable) {
    return (
      <div>
        <span css={labelStyle}>{label}</span>
        <span>{required ? (deadline ? `Yes, by ${formatDueDate(deadline)}` : 'Yes') : 'No'}</span>
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
      <SaveFailure failure={field.failure} current={formatDueDate(deadline)} />
    </div>
  );
}

/** Requires approval (deadline 48 h before due by default) and requires acceptance. */
export function ApprovalFields() {
  const { task, mayChange } = useTaskEditing();
  const defaultApproval = () =>
    task.due_date ? approvalDeadlineFor(new Date(task.due_date)).toISOString() : null;
  return (
    <>
      <Requirement
        label="Requires approval"
        deadlineLabel="Approval deadline"
        required={task.requires_approval}
        deadline={task.approval_deadline}
        editable={mayChange('requiresApproval')}
        onToggle={(on) =>
          on
            ? { requiresApproval: true, approvalDeadline: defaultApproval() }
            : { requiresApproval: false }
        }
        onDeadline={(approvalDeadline) => ({ approvalDeadline })}
      />
      <Requirement
        label="Requires acceptance"
        deadlineLabel="Acceptance deadline"
        required={task.requires_acceptance}
        deadline={task.acceptance_deadline}
        editable={mayChange('requiresAcceptance')}
        onToggle={(requiresAcceptance) => ({ requiresAcceptance })}
        onDeadline={(acceptanceDeadline) => ({ acceptanceDeadline })}
      />
    </>
  );
}
