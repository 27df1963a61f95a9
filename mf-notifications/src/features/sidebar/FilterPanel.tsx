import { css, type Theme } from '@emotion/react';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_PRIORITY_LABELS } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  activeFilterCount,
  NO_FILTERS,
  normalizeFilters,
  READ_STATUSES,
  toggled,
  TYPE_GROUPS,
  type NotificationFilters,
} from './filters';
import { TypeFilterGroup } from './TypeFilterGroup';

const formStyle = css`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const bodyStyle = (theme: Theme) => css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.space[4]};
  display: grid;
  align-content: start;
  gap: ${theme.space[4]};
`;

const headingRowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.semibold};
`;

export const fieldsetStyle = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space[2]};
  legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.typography.sizes.sm};
    font-weight: ${theme.typography.weights.semibold};
  }
`;

const footerStyle = (theme: Theme) => css`
  flex: 0 0 auto;
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border.subtle};
`;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset css={fieldsetStyle}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface FilterPanelProps {
  applied: NotificationFilters;
  onApply: (filters: NotificationFilters) => void;
  onCancel: () => void;
}

/** 'Filter Notifications': priority, type by category and read status, applied together. */
export function FilterPanel({ applied, onApply, onCancel }: FilterPanelProps) {
  const headingId = useId();
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(normalizeFilters(draft));
  };
  return (
    <form css={formStyle} aria-labelledby={headingId} onSubmit={submit}>
      <div css={bodyStyle}>
        <div css={headingRowStyle}>
          <h3 id={headingId} css={headingStyle}>
            Filter Notifications
          </h3>
          {activeFilterCount(draft) > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setDraft(NO_FILTERS)}>
              Clear all
            </Button>
          )}
        </div>
        <Group legend="Priority">
          {NOTIFICATION_PRIORITIES.map((priority) => (
            <Checkbox
              key={priority}
              label={NOTIFICATION_PRIORITY_LABELS[priority]}
              checked={draft.priorities.includes(priority)}
              onCheckedChange={(on) =>
                setDraft({ ...draft, priorities: toggled(draft.priorities, priority, on) })
              }
            />
          ))}
        </Group>
        <Group legend="Type">
          {TYPE_GROUPS.map((group) => (
            <TypeFilterGroup
              key={group.category}
              group={group}
              selected={draft.types}
              onChange={(types) => setDraft({ ...draft, types })}
            />
          ))}
        </Group>
        <Group legend="Status">
          {READ_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={status === 'read' ? 'Read' : 'Unread'}
              checked={draft.statuses.includes(status)}
              onCheckedChange={(on) =>
                setDraft({ ...draft, statuses: toggled(draft.statuses, status, on) })
              }
            />
          ))}
        </Group>
      </div>
      <div css={footerStyle}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}
