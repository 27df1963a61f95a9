import { matchesTaskSearch, type Task } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { useState } from 'react';
import { useListTasksQuery } from '../task-api';
import { pickListStyle, rowStyle } from './panel-styles';

const SHOWN_MATCHES = 8;
/** The open tasks a parent is picked from, soonest due first. */
export const PARENT_CANDIDATES = {
  limit: 100,
  sort: 'due_asc',
  status: 'todo,pending,in_progress',
} as const;

interface ParentTaskPickerProps {
  parent: Pick<Task, 'id' | 'title'> | null;
  onChoose: (task: Task) => void;
  onClear: () => void;
}

/** 'Create as Subtask of': a search over open tasks; a subtask cannot be a parent. */
export function ParentTaskPicker({ parent, onChoose, onClear }: ParentTaskPickerProps) {
  const [search, setSearch] = useState('');
  const { data } = useListTasksQuery(PARENT_CANDIDATES);
  if (parent) {
    return (
      <div css={rowStyle}>
        <span>
          Create as Subtask of <strong>{parent.title}</strong>
        </span>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Remove parent
        </Button>
      </div>
    );
  }
  const matches = search.trim()
    ? (data?.tasks ?? [])
        .filter((task) => !task.is_subtask && matchesTaskSearch(task, search))
        .slice(0, SHOWN_MATCHES)
    : [];
  return (
    <div>
      <Input
        label="Create as Subtask of"
        type="search"
        placeholder="Search tasks"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {matches.length > 0 && (
        <ul css={pickListStyle} aria-label="Matching tasks">
          {matches.map((task) => (
            <li key={task.id}>
              <Button variant="ghost" size="sm" onClick={() => onChoose(task)}>
                {task.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
