import { isServiceProvider, SUBTASK_PRIORITIES, TASK_CATEGORIES } from '@staydesk/contracts';
import { Section } from '../Section';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { fieldGap, mutedStyle, rowStyle } from '../formStyles';
import { CATEGORY_LABELS, MANUAL_STATUSES, PRIORITY_LABELS, STATUS_LABELS } from '../labels';
import { ApprovalFields } from './ApprovalFields';
import { seesWorkWindow } from './assignee-field';
import { AssigneePicker } from './AssigneePicker';
import { ChoiceMenu } from './ChoiceMenu';
import { CompleteToggle } from './CompleteToggle';
import { DescriptionField } from './DescriptionField';
import { DueDateField } from './DueDateField';
import { DurationField } from './DurationField';
import { PropertyCard } from '@staydesk/design-system/panels';
import { RelatedReservations } from './RelatedReservations';
import { TagsField } from './TagsField';
import { WorkWindow } from './WorkWindow';

function labelsOf<Value extends string>(
  labels: Record<Value, { label: string }>,
): Record<Value, string> {
  const entries = Object.entries(labels) as [Value, { label: string }][];
  return Object.fromEntries(entries.map(([key, { label }]) => [key, label])) as Record<
    Value,
    string
  >;
}
const priorityLabels = labelsOf(PRIORITY_LABELS);
const statusLabels = labelsOf(STATUS_LABELS);

export function TaskDetails({ now }: { now: Date }) {
  const { task, viewer, mayChange, mayEditStructure } = useTaskEditing();
  const provider = isServiceProvider(viewer.role);
  const priorities = task.is_subtask
    ? SUBTASK_PRIORITIES
    : SUBTASK_PRIORITIES.filter((priority) => priority !== 'normal');
  return (
    <Section title="Details">
      <div css={fieldGap}>
        <div css={[rowStyle, { gap: 24, alignItems: 'flex-start' }]}>
          <ChoiceMenu
            label="Category"
            value={task.category}
            options={TASK_CATEGORIES}
            labels={CATEGORY_LABELS}
            editable={mayChange('category')}
            toUpdate={(category) => ({ category })}
          />
          <ChoiceMenu
            label="Priority"
            value={task.priority}
            options={priorities}
            labels={priorityLabels}
            editable={mayChange('priority')}
            toUpdate={(priority) => ({ priority })}
          />
          <ChoiceMenu
            label="Status"
            value={task.status}
            options={MANUAL_STATUSES}
            labels={statusLabels}
            editable={mayChange('status')}
            toUpdate={(status) => ({ status })}
          />
        </div>
        {!provider && mayChange('status') && <CompleteToggle />}
        <DueDateField now={now} />
        {seesWorkWindow(viewer.role) ? <WorkWindow task={task} /> : <AssigneePicker />}
        <TagsField />
        <DescriptionField />
        <DurationField />
        <ApprovalFields />
        {task.property ? (
          <PropertyCard property={task.property} />
        ) : (
          <p css={mutedStyle}>No property</p>
        )}
        {mayEditStructure && viewer.role !== 'roamer' && <RelatedReservations task={task} />}
      </div>
    </Section>
  );
}
