import { css, type Theme } from '@emotion/react';
import { TASK_STATUSES, type Task, type TaskStatus, type TeamUser } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { STATUS_LABELS } from '../task-sidebar/labels';
import { useBulkUpdateTasksMutation } from '../task-api';
import { TeamOptions } from './TeamOptions';

const barStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.selected};
  font-size: ${theme.typography.sizes.sm};
  select {
    min-height: 32px;
    font: inherit;
  }
`;

const UNASSIGNED = 'unassigned';

export type BulkChange = { assignedTo: string | null } | { status: TaskStatus };

export interface BulkOutcome {
  updated: number;
  refused: { id: string; title: string; message: string }[];
}

interface BulkBarProps {
  selectedIds: readonly string[];
  loadedCount: number;
  team: readonly TeamUser[];
  titleOf: (taskId: string) => Task['title'];
  onSelectAll: () => void;
  onClear: () => void;
  /** After a change: the refused tasks stay selected, the rest are let go. */
  onDone: (refusedIds: string[]) => void;
}

function outcomeText(outcome: BulkOutcome): string {
  const updated = `${outcome.updated} ${outcome.updated === 1 ? 'task' : 'tasks'} updated.`;
  if (outcome.refused.length === 0) return updated;
  return `${updated} ${outcome.refused.length} refused:`;
}

/** Select all, assign and change status for the selected tasks, and what the server refused. */
export function BulkBar({
  selectedIds,
  loadedCount,
  team,
  titleOf,
  onSelectAll,
  onClear,
  onDone,
}: BulkBarProps) {
  const [bulkUpdate, { isLoading }] = useBulkUpdateTasksMutation();
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async (change: BulkChange) => {
    setOutcome(null);
    setFailure(null);
    try {
      const result = await bulkUpdate({ taskIds: [...selectedIds], ...change }).unwrap();
      setOutcome({
        updated: result.updated.length,
        refused: result.refused.map((each) => ({ ...each, title: titleOf(each.id) })),
      });
      onDone(result.refused.map((each) => each.id));
    } catch {
      setFailure('The change could not be saved. Nothing was changed; try again.');
    }
  };
  const chosenStatus = TASK_STATUSES.find((each) => each === status);
  const none = selectedIds.length === 0;

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div role="toolbar" aria-label="Selected tasks" css={barStyle}>
        <span aria-live="polite">{selectedIds.length} selected</span>
        <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={loadedCount === 0}>
          Select all loaded ({loadedCount})
        </Button>
        {/* The changes show once there is something to change. */}
        {!none && (
          <>
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear selection
            </Button>
            <label>
              Assign to{' '}
              <select value={assignee} onChange={(event) => setAssignee(event.target.value)}>
                <option value="">Choose…</option>
                <option value={UNASSIGNED}>Nobody (unassign)</option>
                <TeamOptions team={team} />
              </select>
            </label>
            <Button
              size="sm"
              disabled={assignee === '' || isLoading}
              onClick={() => void apply({ assignedTo: assignee === UNASSIGNED ? null : assignee })}
            >
              Assign
            </Button>
            <label>
              Status{' '}
              <select value={status} onChange={(event) => setStatus(event.target.value)}>
                <option value="">Choose…</option>
                {TASK_STATUSES.map((each) => (
                  <option key={each} value={each}>
                    {STATUS_LABELS[each].label}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="sm"
              disabled={!chosenStatus || isLoading}
              onClick={() => chosenStatus && void apply({ status: chosenStatus })}
            >
              Set status
            </Button>
          </>
        )}
      </div>
      <div role="status">
        {failure && (
          <p css={(theme) => ({ margin: 0, color: theme.colors.text.danger })}>{failure}</p>
        )}
        {outcome && (
          <div css={{ fontSize: '0.875rem' }}>
            <p css={{ margin: 0 }}>{outcomeText(outcome)}</p>
            {outcome.refused.length > 0 && (
              <ul css={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {outcome.refused.map((each) => (
                  <li key={each.id}>
                    {each.title}: {each.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
