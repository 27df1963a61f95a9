import { css, type Theme } from '@emotion/react';
import {
  SUBTASK_PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
  type TeamUser,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import type { ReactNode } from 'react';
import { PRIORITY_LABELS, STATUS_LABELS } from '../task-sidebar/labels';
import { activeFilterCount, type DashboardFilters } from './dashboard-url';
import { categoryLabel } from './labels';
import { TeamOptions } from './TeamOptions';

const panelStyle = (theme: Theme) => css`
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  & > summary {
    padding: ${theme.space[2]} ${theme.space[3]};
    font-size: ${theme.typography.sizes.sm};
    font-weight: ${theme.typography.weights.medium};
    cursor: pointer;
  }
`;

const bodyStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  align-items: start;
  gap: ${theme.space[4]};
  padding: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border.subtle};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    align-content: start;
    gap: ${theme.space[1]};
    font-size: ${theme.typography.sizes.sm};
  }
  legend {
    font-weight: ${theme.typography.weights.semibold};
    margin-bottom: ${theme.space[1]};
  }
  select,
  input[type='date'] {
    min-height: 36px;
    font: inherit;
  }
`;

interface FilterPanelProps {
  filters: DashboardFilters;
  team: readonly TeamUser[];
  /** The properties the loaded tasks name, by id. */
  listings: ReadonlyMap<string, string>;
  onChange: (filters: DashboardFilters) => void;
}

function Choices<Value extends string>({
  legend,
  values,
  chosen,
  labelOf,
  onChange,
}: {
  legend: string;
  values: readonly Value[];
  chosen: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (chosen: Value[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? values.filter((each) => each === value || chosen.includes(each))
                  : chosen.filter((each) => each !== value),
              )
            }
          />{' '}
          {labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label css={{ display: 'grid', gap: 4 }}>
      <span css={{ fontWeight: 600 }}>{label}</span>
      {children}
    </label>
  );
}

/** Status, category, priority, assignee, property and due range, folded away until wanted. */
export function FilterPanel({ filters, team, listings, onChange }: FilterPanelProps) {
  const count = activeFilterCount(filters);
  const set = (change: Partial<DashboardFilters>) => onChange({ ...filters, ...change });
  const listingChoices = new Map(listings);
  if (filters.listing && !listingChoices.has(filters.listing)) {
    listingChoices.set(filters.listing, 'The chosen property');
  }
  return (
    <details css={panelStyle}>
      <summary>{count > 0 ? `Filters (${count})` : 'Filters'}</summary>
      <div css={bodyStyle}>
        <Choices
          legend="Status"
          values={TASK_STATUSES}
          chosen={filters.status}
          labelOf={(status) => STATUS_LABELS[status].label}
          onChange={(status) => set({ status })}
        />
        <Choices
          legend="Category"
          values={TASK_CATEGORIES}
          chosen={filters.category}
          labelOf={categoryLabel}
          onChange={(category) => set({ category })}
        />
        <Choices
          legend="Priority"
          values={SUBTASK_PRIORITIES}
          chosen={filters.priority}
          labelOf={(priority) => PRIORITY_LABELS[priority].label}
          onChange={(priority) => set({ priority })}
        />
        <div css={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <Field label="Assignee">
            <select
              value={filters.assignee ?? ''}
              onChange={(event) => set({ assignee: event.target.value || null })}
            >
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="unassigned">Unassigned</option>
              <TeamOptions team={team} />
            </select>
          </Field>
          <Field label="Property">
            <select
              value={filters.listing ?? ''}
              onChange={(event) => set({ listing: event.target.value || null })}
            >
              <option value="">Any property</option>
              {[...listingChoices].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Due from">
            <input
              type="date"
              value={filters.dueFrom ?? ''}
              onChange={(event) => set({ dueFrom: event.target.value || null })}
            />
          </Field>
          <Field label="Due until">
            <input
              type="date"
              value={filters.dueTo ?? ''}
              onChange={(event) => set({ dueTo: event.target.value || null })}
            />
          </Field>
          {count > 0 && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                set({
                  status: [],
                  category: [],
                  priority: [],
                  assignee: null,
                  listing: null,
                  dueFrom: null,
                  dueTo: null,
                })
              }
            >
              Clear filters
            </Button>
          )}
        </div>
      </div>
    </details>
  );
}
