import { formatDueDate, formatTaskTime, type Task } from '@staydesk/contracts';
import { labelStyle } from '../formStyles';

/** Cleaners and maintenance staff see when to start and when to be done, not who is assigned. */
export function WorkWindow({ task }: { task: Task }) {
  const start = task.start_date ? formatDueDate(task.start_date, task.time_zone) : 'Any time';
  return (
    <div>
      <span css={labelStyle}>Work window</span>
      <span>
        {start} – {formatTaskTime(task.due_date, task.time_zone)}
      </span>
    </div>
  );
}
