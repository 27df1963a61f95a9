import type { ChecklistItem } from '@staydesk/contracts';
import {
  useAddChecklistItemMutation,
  useApplyChecklistTemplateMutation,
  useDeleteChecklistItemMutation,
  useToggleChecklistItemMutation,
} from '../../task-api';
import { Section } from '../Section';
import { ErrorText } from '../editing/ErrorText';
import { useCallFailure } from '../editing/useCallFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { inTaskOrder } from '../editing/task-write-order';
import { mutedStyle } from '../formStyles';
import { AddChecklistItem } from './AddChecklistItem';
import { ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistTemplatePicker } from './ChecklistTemplatePicker';

const bySection = (items: ChecklistItem[]) => {
  const sections = new Map<string, ChecklistItem[]>();
  for (const item of items) {
    const section = item.section || 'Other';
    sections.set(section, [...(sections.get(section) ?? []), item]);
  }
  return [...sections];
};

export function Checklist() {
  const { task, mayTouch, mayEditStructure } = useTaskEditing();
  const [toggle] = useToggleChecklistItemMutation();
  const [remove, removing] = useDeleteChecklistItemMutation();
  const [add, adding] = useAddChecklistItemMutation();
  const [apply, applying] = useApplyChecklistTemplateMutation();
  const { message, report } = useCallFailure();

  return (
    <Section
      title="Checklist"
      aside={
        mayEditStructure && (
          <a href="/settings/tasks/checklists" target="_blank" rel="noreferrer">
            Manage templates
          </a>
        )
      }
    >
      {task.checklist.length === 0 && <p css={mutedStyle}>No checklist items yet.</p>}
      {bySection(task.checklist).map(([section, items]) => (
        <div key={section}>
          <h4 css={{ margin: '8px 0 0', fontSize: '0.875rem' }}>{section}</h4>
          <ul aria-label={section} css={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {items.map((item) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                mayTick={mayTouch}
                mayDelete={mayEditStructure}
                busy={removing.isLoading}
                onToggle={(completed) =>
                  // In order with the task's other writes: Complete right after the last
                  // required tick must reach the server after the tick.
                  void inTaskOrder(task.id, task.version, async () => {
                    const result = await toggle({ taskId: task.id, itemId: item.id, completed });
                    return { outcome: result, produced: result.data?.version ?? null };
                  }).then((result) => report(result, 'Could not update the item'))
                }
                onDelete={() =>
                  void remove({ taskId: task.id, itemId: item.id }).then((result) =>
                    report(result, 'Could not delete the item'),
                  )
                }
              />
            ))}
          </ul>
        </div>
      ))}
      <ErrorText message={message} />
      {mayEditStructure && (
        <div css={{ display: 'grid', gap: 16, marginTop: 16 }}>
          <AddChecklistItem
            busy={adding.isLoading}
            onAdd={async (item) =>
              report(await add({ taskId: task.id, ...item }), 'Could not add the item')
            }
          />
          <ChecklistTemplatePicker
            busy={applying.isLoading}
            onApply={(templateId) =>
              void apply({ taskId: task.id, templateId }).then((result) =>
                report(result, 'Could not apply the template'),
              )
            }
          />
        </div>
      )}
    </Section>
  );
}
